import { z } from 'zod';

export const PIN_LENGTH = 6;
export const PIN_MAX_ATTEMPTS = 3;
export const PIN_LOCK_MS = 30 * 60_000;
/** The PIN dialog closes this long after a successful setup (spec 2 §2.7). */
export const PIN_SETUP_CLOSE_MS = 2000;

const PIN_LOCK_MINUTES = PIN_LOCK_MS / 60_000;

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
export const SetPinBodySchema = z.object({ pin: z.string().max(12), confirmPin: z.string().max(12) });
export const VerifyPinBodySchema = z.object({ pin: PinSchema });

export const PinStatusSchema = z.object({ hasPin: z.boolean(), lockedUntil: z.string().nullable() });
export type PinStatus = z.infer<typeof PinStatusSchema>;
export const SetPinRequestSchema = SetPinBodySchema.extend({ userId: z.string().uuid() });
export const VerifyPinRequestSchema = z.object({ userId: z.string().uuid(), pin: z.string().max(12) });
export const PinErrorCodes = { notFound: 'PIN_NOT_FOUND', locked: 'PIN_LOCKED', incorrect: 'PIN_INCORRECT', invalid: 'VALIDATION_FAILED' } as const;
