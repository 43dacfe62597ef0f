import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './registration.js';

export const PIN_LENGTH = 6;
export const PIN_MAX_ATTEMPTS = 3;
export const PIN_LOCK_MS = 30 * 60_000;
/** Minimum time between two PIN attempts (spec 2 §9), enforced by the ledger: a too-early one is refused and not counted. */
export const PIN_MIN_ATTEMPT_INTERVAL_MS = 1000;
/** The PIN dialog closes this long after a successful setup (spec 2 §2.7). */
export const PIN_SETUP_CLOSE_MS = 2000;

const PIN_LOCK_MINUTES = PIN_LOCK_MS / 60_000;
const PIN_MIN_ATTEMPT_INTERVAL_S = PIN_MIN_ATTEMPT_INTERVAL_MS / 1000;

export const PinMessages = {
  empty: `PIN must be a ${PIN_LENGTH}-digit number`,
  length: `PIN must be exactly ${PIN_LENGTH} digits`,
  digits: 'PIN must contain only numbers',
  weak: 'PIN is too weak. Avoid common patterns like repeated digits or sequences.',
  mismatch: 'PINs do not match. Please try again.',
  enterSix: `Please enter your ${PIN_LENGTH}-digit PIN`,
  notFound: 'PIN not found. Please set up your transaction PIN first.',
  locked: (minutes: number) => `Account locked due to multiple failed attempts. Try again in ${minutes} minutes.`,
  incorrect: (remaining: number) => `Incorrect PIN. ${remaining} attempt(s) remaining.`,
  nowLocked: `Too many failed attempts. Account locked for ${PIN_LOCK_MINUTES} minutes.`,
  setupSuccess: 'PIN set up successfully!',
  deleted: 'PIN deleted successfully!',
  required: `Please set up your ${PIN_LENGTH}-digit PIN in Settings before making a withdrawal.`,
  tooSoon: `Too many PIN attempts in a row. Please wait ${PIN_MIN_ATTEMPT_INTERVAL_S} second${PIN_MIN_ATTEMPT_INTERVAL_S === 1 ? '' : 's'} and try again.`,
  proofRequired: 'To change or delete your PIN, enter your current PIN, or your account password if you forgot the PIN.',
  oneProof: 'Enter either your current PIN or your account password, not both.',
  currentPinLength: `Current PIN must be exactly ${PIN_LENGTH} digits`,
  passwordRequired: 'Please enter your account password.',
  passwordWrong: 'The account password is incorrect.',
  saveFailed: 'Failed to save PIN',
  deleteFailed: 'Failed to delete PIN',
  loginRequired: 'Please log in to set up your PIN',
  unexpected: 'An unexpected error occurred. Please try again.',
  deleteConfirm: 'You will not be able to make withdrawals until you set up a new PIN. Are you sure you want to delete your PIN?',
} as const;

/** Non-digits are stripped while typing (spec 2 §5). */
export function sanitizePinInput(value: string): string {
  return value.replace(/\D+/g, '').slice(0, PIN_LENGTH);
}

/** All one digit, or every step +1 or every step −1 (123456, 654321, 234567, 987654 …). */
export function isWeakPin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const digits = Array.from(pin, Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  return steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/** The rules for a new PIN, first failure wins: present, digits only, exactly six, not weak. */
export function validateNewPin(pin: string | null | undefined): string | null {
  const value = pin ?? '';
  if (value === '') return PinMessages.empty;
  if (!/^\d+$/.test(value)) return PinMessages.digits;
  if (value.length !== PIN_LENGTH) return PinMessages.length;
  if (isWeakPin(value)) return PinMessages.weak;
  return null;
}

export function validatePinConfirmation(pin: string, confirmation: string): string | null {
  return validateNewPin(pin) ?? (pin === confirmation ? null : PinMessages.mismatch);
}

/** Exactly PIN_LENGTH digits. */
export const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);
export const PinSchema = z.string().regex(PIN_PATTERN, PinMessages.length);
export const VerifyPinBodySchema = z.object({ pin: PinSchema });

/**
 * What proves a change of an existing PIN: the current PIN (an attempt like any verification) or,
 * when it is forgotten or locked, the account password (checked by Keycloak). A first PIN needs neither.
 */
const PinProofFields = {
  currentPin: z.string().regex(PIN_PATTERN, PinMessages.currentPinLength).optional(),
  password: z
    .string()
    .min(1, PinMessages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH + 1)
    .optional(),
};
const atMostOneProof = (body: { currentPin?: string; password?: string }) => body.currentPin === undefined || body.password === undefined;

export const SetPinBodySchema = z
  .object({ pin: z.string().max(12), confirmPin: z.string().max(12), ...PinProofFields })
  .refine(atMostOneProof, { message: PinMessages.oneProof });
export type SetPinBody = z.infer<typeof SetPinBodySchema>;
export const DeletePinBodySchema = z.object(PinProofFields).refine(atMostOneProof, { message: PinMessages.oneProof });
export type DeletePinBody = z.infer<typeof DeletePinBodySchema>;

export const PinStatusSchema = z.object({ hasPin: z.boolean(), lockedUntil: z.string().nullable() });
export type PinStatus = z.infer<typeof PinStatusSchema>;
/**
 * The ledger's side of a change: the current PIN to check there, or `passwordProven` when the gateway
 * has had the account password checked by identity (only the gateway sets it; the password never travels on).
 */
const PinChangeProofFields = { currentPin: z.string().max(12).optional(), passwordProven: z.literal(true).optional() };
export const SetPinRequestSchema = z.object({ userId: z.string().uuid(), pin: z.string().max(12), confirmPin: z.string().max(12), ...PinChangeProofFields });
export const DeletePinRequestSchema = z.object({ userId: z.string().uuid(), ...PinChangeProofFields });
export const VerifyPinRequestSchema = z.object({ userId: z.string().uuid(), pin: z.string().max(12) });
export const PinErrorCodes = {
  notFound: 'PIN_NOT_FOUND',
  locked: 'PIN_LOCKED',
  incorrect: 'PIN_INCORRECT',
  invalid: 'VALIDATION_FAILED',
  tooSoon: 'PIN_TOO_SOON',
  proofRequired: 'PIN_PROOF_REQUIRED',
  passwordWrong: 'PASSWORD_INCORRECT',
} as const;

/** Identity checks the caller's account password for a PIN change (Keycloak counts wrong ones toward its lock-out). */
export const VerifyPasswordRequestSchema = z.object({
  userId: z.string().uuid(),
  password: z
    .string()
    .min(1)
    .max(MAX_PASSWORD_LENGTH + 1),
});
