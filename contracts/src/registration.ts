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
  firstName: text(100),
  lastName: text(100),
  grantNumber: text(40),
  email: text(254),
  mobile: optionalText(40),
  country: optionalText(80),
  password: text(MAX_PASSWORD_LENGTH + 1),
  confirmPassword: text(MAX_PASSWORD_LENGTH + 1),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;

export const RegistrationResultSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  grantNumber: z.string(),
  accountStatus: z.literal('pending'),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;
