import { PIN_LENGTH, PinErrorCodes, PinMessages, isApiError, type DeletePinBody } from '@portal/contracts';
import { emptyPin } from '@portal/web-core/ui';

/** How the user proves a change of an existing PIN: the current PIN, or the account password when it is forgotten or locked. */
export type PinProofMode = 'pin' | 'password';

export interface PinProofDraft {
  mode: PinProofMode;
  digits: string[];
  password: string;
}

/** A locked PIN can only be changed with the password, so that is where the dialog starts. */
export const newPinProof = (locked: boolean): PinProofDraft => ({ mode: locked ? 'password' : 'pin', digits: emptyPin(), password: '' });

export function isPinProofReady(proof: PinProofDraft): boolean {
  return proof.mode === 'pin' ? proof.digits.join('').length === PIN_LENGTH : proof.password.length > 0;
}

export function pinProofBody(proof: PinProofDraft): DeletePinBody {
  return proof.mode === 'pin' ? { currentPin: proof.digits.join('') } : { password: proof.password };
}

/** A refusal of the proof (wrong, locked, too soon, missing): the user fixes the proof, not the new PIN. */
export function isProofRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const codes: string[] = [PinErrorCodes.incorrect, PinErrorCodes.locked, PinErrorCodes.tooSoon, PinErrorCodes.passwordWrong, PinErrorCodes.proofRequired];
  return codes.includes(error.code) || /^(currentPin|password): /.test(error.message);
}

/** After a refused proof: a lock moves to the password, a wrong entry clears it, a too-early one keeps it for another try. */
export function proofAfterRefusal(proof: PinProofDraft, error: unknown): PinProofDraft {
  if (isApiError(error, PinErrorCodes.locked)) return { ...proof, mode: 'password', digits: emptyPin(), password: '' };
  if (isApiError(error, PinErrorCodes.tooSoon)) return proof;
  return { ...proof, digits: emptyPin(), password: '' };
}

/** What a failed PIN request shows: the server's own 4xx text, or the spec's failure text (`fallback`) otherwise. */
export function pinErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return PinMessages.unexpected;
  if (error.statusCode === 401) return PinMessages.loginRequired;
  return error.statusCode >= 500 ? fallback : error.message;
}
