import { z } from 'zod';

/** The fund's grant-number format: UNSEAF-YYYY/GR-NNNN. */
export const GRANT_NUMBER_EXAMPLE = 'UNSEAF-YYYY/GR-NNNN';
export const GRANT_NUMBER_PATTERN = /^UNSEAF-\d{4}\/GR-\d{4}$/;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const RegistrationMessages = {
  grantNumberRequired: 'Grant number is required',
  grantNumberFormat: `Invalid grant number format. Expected: ${GRANT_NUMBER_EXAMPLE}`,
  namesRequired: 'First name and last name are required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  failed: 'Registration failed. Please try again.',
  noUserData: 'Registration failed - no user data returned',
  profileFailed: 'Profile creation failed',
} as const;

export interface RegistrationInput {
  firstName?: string | null;
  lastName?: string | null;
  grantNumber?: string | null;
  email?: string | null;
  mobile?: string | null;
  country?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The rules the server checks beyond zod, written as JSON Schema for the published document (zod's `refine`
 * and the services' checks do not reach it). The character classes are spelt out because `\s` differs
 * between regular-expression dialects: TRIM_SPACE is what String.prototype.trim removes.
 */
const TRIM_SPACE = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const EMAIL_PART = `[^@${TRIM_SPACE}]+`;
/** An address after trimming: something@something.something, no blank inside. */
const EMAIL_RULE = { pattern: `^[${TRIM_SPACE}]*${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}[${TRIM_SPACE}]*$` };
/** Text that is not blank once trimmed. */
const NOT_BLANK_RULE = { pattern: `[^${TRIM_SPACE}]` };
/** Text that is not blank once trimmed and has no control character (an address to look up). */
export const NOT_BLANK_NO_CONTROL_RULE = { pattern: `^[^${CONTROL}]*[^${TRIM_SPACE}${CONTROL}][^${CONTROL}]*$` };
/** A grant number as the server reads it: trimmed and upper-cased (ſ upper-cases to S), then UNSEAF-YYYY/GR-NNNN. */
const GRANT_NUMBER_RULE = { pattern: `^[${TRIM_SPACE}]*[Uu][Nn][Ssſ][Ee][Aa][Ff]-[0-9]{4}/[Gg][Rr]-[0-9]{4}[${TRIM_SPACE}]*$` };
/** A new password: the length rules of validateRegistration and validateNewPassword. */
export const NEW_PASSWORD_RULE = { minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH };

export function normalizeGrantNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Blank optional text becomes null (spec 1 §5: mobile and country are sent as null when empty). */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export function isValidGrantNumber(value: string): boolean {
  return GRANT_NUMBER_PATTERN.test(normalizeGrantNumber(value));
}

/**
 * The registration checks in the spec's order; returns the first failing message or null.
 * Used by the registration form and again by the identity service.
 */
export function validateRegistration(input: RegistrationInput): string | null {
  const grant = (input.grantNumber ?? '').trim();
  if (!grant) return RegistrationMessages.grantNumberRequired;
  if (!isValidGrantNumber(grant)) return RegistrationMessages.grantNumberFormat;
  if (!(input.firstName ?? '').trim() || !(input.lastName ?? '').trim()) return RegistrationMessages.namesRequired;
  const email = normalizeEmail(input.email ?? '');
  if (!email) return RegistrationMessages.emailRequired;
  if (!EMAIL_SHAPE.test(email)) return RegistrationMessages.emailInvalid;
  const password = input.password ?? '';
  if (password !== (input.confirmPassword ?? '')) return RegistrationMessages.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return RegistrationMessages.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return RegistrationMessages.passwordTooLong;
  return null;
}

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullish();

/** The body of POST /api/auth/register and the payload of identity.register. */
export const RegistrationRequestSchema = z.object({
  firstName: text(100).meta(NOT_BLANK_RULE),
  lastName: text(100).meta(NOT_BLANK_RULE),
  grantNumber: text(40).meta(GRANT_NUMBER_RULE),
  email: text(254).meta(EMAIL_RULE),
  mobile: optionalText(40),
  country: optionalText(80),
  password: text(MAX_PASSWORD_LENGTH + 1).meta(NEW_PASSWORD_RULE),
  confirmPassword: text(MAX_PASSWORD_LENGTH + 1).meta(NEW_PASSWORD_RULE),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;

export const RegistrationResultSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  grantNumber: z.string(),
  accountStatus: z.literal('pending'),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;
