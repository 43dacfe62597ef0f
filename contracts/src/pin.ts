import type { z } from 'zod';
import type { SetPinBodySchema, DeletePinBodySchema, CompletePinResetBodySchema, PinStatusSchema, PinChangedEventSchema } from './schemas/pin.js';

export const PIN_LENGTH = 6;
export const PIN_MAX_ATTEMPTS = 3;
export const PIN_LOCK_MS = 30 * 60_000;
/** Minimum time between two PIN attempts (spec 2 §9), enforced by the ledger: a too-early one is refused and not counted. */
export const PIN_MIN_ATTEMPT_INTERVAL_MS = 1000;
/** The PIN dialog closes this long after a successful setup (spec 2 §2.7). */
export const PIN_SETUP_CLOSE_MS = 2000;
/** How long an e-mailed PIN reset link works (the ledger reads `PIN_RESET_LINK_TTL_MS` to shorten it in tests). */
export const PIN_RESET_LINK_TTL_MS = 30 * 60_000;
/** PIN reset links one user may ask for per hour; more requests get the same answer and mail nothing. */
export const PIN_RESET_REQUESTS_PER_HOUR = 3;
/**
 * After a PIN reset, no PIN-confirmed command moves money out of the account for this long: withdrawals,
 * transfers (within UNSEAF too: the receiving recipient could withdraw at once) and project payments.
 */
export const PIN_RESET_HOLD_MS = 24 * 3600_000;
/** The page of the web app the reset link opens (`?token=…`). */
export const PIN_RESET_PATH = '/settings/pin-reset';

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
  proofRequired: 'To change or delete your PIN, enter your current PIN. If you forgot it, ask for a PIN reset link by e-mail.',
  currentPinLength: `Current PIN must be exactly ${PIN_LENGTH} digits`,
  resetRequested: 'If your account can receive it, a PIN reset link is on its way to your e-mail address. It works once, for 30 minutes.',
  resetLinkInvalid: 'This PIN reset link is invalid, used or expired. Please ask for a new one.',
  resetDone: 'Your new PIN is set. For your security, money cannot leave your account for the next 24 hours.',
  resetHold: 'For your security, money cannot leave your account in the 24 hours after a PIN reset. Please try again later.',
  saveFailed: 'Failed to save PIN',
  secureFailed: 'Failed to secure PIN',
  verificationFailed: 'PIN verification failed',
  /** The PIN dialog's texts when the check could not be made (spec 2 §8, "In the modal"). */
  modalVerificationFailed: 'Verification failed. Please try again.',
  modalLoginRequired: 'Please log in to continue',
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

/** Exactly PIN_LENGTH ASCII digits (spelt `[0-9]`: a published `\\d` means any Unicode digit to some readers). */
export const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/** Every PIN `isWeakPin` refuses: one digit repeated, or a run up or down. */
export const WEAK_PINS: readonly string[] = (() => {
  const digits = '0123456789';
  const runs = Array.from({ length: 10 - PIN_LENGTH + 1 }, (_, i) => digits.slice(i, i + PIN_LENGTH));
  return [...Array.from(digits, (d) => d.repeat(PIN_LENGTH)), ...runs, ...runs.map((run) => [...run].reverse().join(''))];
})();

/** A PIN as the document publishes it: what the server checks, so clients see the rule. */
export const pinRule = { pattern: PIN_PATTERN.source };
/** A new PIN as the document publishes it: six digits, not a weak one. */
export const newPinRule = { ...pinRule, not: { enum: WEAK_PINS } };

export type SetPinBody = z.infer<typeof SetPinBodySchema>;
export type DeletePinBody = z.infer<typeof DeletePinBodySchema>;
export type CompletePinResetBody = z.infer<typeof CompletePinResetBodySchema>;
export type PinStatus = z.infer<typeof PinStatusSchema>;

export const PinErrorCodes = {
  notFound: 'PIN_NOT_FOUND',
  locked: 'PIN_LOCKED',
  incorrect: 'PIN_INCORRECT',
  invalid: 'VALIDATION_FAILED',
  tooSoon: 'PIN_TOO_SOON',
  proofRequired: 'PIN_PROOF_REQUIRED',
  resetLinkInvalid: 'PIN_RESET_LINK_INVALID',
  resetHold: 'PIN_RESET_HOLD',
  /** The stored hash could not be compared (the PIN is refused, never accepted). */
  verificationFailed: 'PIN_VERIFICATION_FAILED',
  /** A new PIN could not be hashed, so nothing was stored. */
  secureFailed: 'PIN_SECURE_FAILED',
} as const;

/** What happened to a user's PIN: a first PIN (or one after a delete), a change with the current PIN, a reset by e-mail link, a delete. */
export const PIN_CHANGES = ['set', 'changed', 'reset', 'deleted'] as const;

export type PinChangedEvent = z.infer<typeof PinChangedEventSchema>;
