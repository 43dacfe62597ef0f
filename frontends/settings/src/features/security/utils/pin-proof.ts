import { PIN_LENGTH, PinErrorCodes, PinMessages, isApiError, type DeletePinBody } from '@portal/contracts/web';
import { emptyPin } from '@portal/web-core/ui';

/** The current PIN that proves a change or deletion, one digit per box. A forgotten PIN is reset by e-mail instead. */
export type PinProofDraft = string[];

export const newPinProof = (): PinProofDraft => emptyPin();

export function isPinProofReady(proof: PinProofDraft): boolean {
  return proof.join('').length === PIN_LENGTH;
}

export function pinProofBody(proof: PinProofDraft): DeletePinBody {
  return { currentPin: proof.join('') };
}

/** A refusal of the proof (wrong, locked, too soon, missing): the user fixes the proof, not the new PIN. */
export function isProofRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const codes: string[] = [PinErrorCodes.incorrect, PinErrorCodes.locked, PinErrorCodes.tooSoon, PinErrorCodes.proofRequired];
  return codes.includes(error.code) || /^currentPin: /.test(error.message);
}

/** After a refused proof: a too-early one keeps the digits for another try, anything else clears them. */
export function proofAfterRefusal(proof: PinProofDraft, error: unknown): PinProofDraft {
  return isApiError(error, PinErrorCodes.tooSoon) ? proof : emptyPin();
}

/** What a failed PIN request shows: the server's own 4xx text, or the spec's failure text (`fallback`) otherwise. */
export function pinErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return PinMessages.unexpected;
  if (error.statusCode === 401) return PinMessages.loginRequired;
  // The new PIN could not be hashed: the spec's own text for it.
  if (error.code === PinErrorCodes.secureFailed) return PinMessages.secureFailed;
  return error.statusCode >= 500 ? fallback : error.message;
}
