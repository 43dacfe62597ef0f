import type { z } from 'zod';
import type { RegistrationRequestSchema, RegistrationResultSchema } from './schemas/registration.js';

/** The fund's grant-number format: UNSEAF-YYYY/GR-NNNN. */
export const GRANT_NUMBER_EXAMPLE = 'UNSEAF-YYYY/GR-NNNN';
export const GRANT_NUMBER_PATTERN = /^UNSEAF-\d{4}\/GR-\d{4}$/;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/**
 * Characters a first or last name may not hold: those Keycloak's person-name validator refuses (with control
 * characters), so a name the portal accepts is never refused by the account server afterwards.
 */
export const NAME_PROHIBITED_CHARACTERS = [
  '<',
  '>',
  '&',
  '"',
  '$',
  '%',
  '!',
  '#',
  '?',
  '§',
  ';',
  '*',
  '~',
  '/',
  '\\',
  '|',
  '^',
  '=',
  '[',
  ']',
  '{',
  '}',
  '(',
  ')',
] as const;

export const RegistrationMessages = {
  grantNumberRequired: 'Grant number is required',
  grantNumberFormat: `Invalid grant number format. Expected: ${GRANT_NUMBER_EXAMPLE}`,
  namesRequired: 'First name and last name are required',
  namesInvalid: `Names cannot contain these characters: ${NAME_PROHIBITED_CHARACTERS.join(' ')}`,
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
 * An address a new account may have (it is also the account's user name in Keycloak): at most
 * ACCOUNT_EMAIL_MAX_LENGTH characters as sent, a local part of letters, digits and . _ + - (no dot first, last
 * or twice in a row) and a domain of at least two labels (letters, digits and inner hyphens) ending in letters.
 * Narrower than the e-mail standard on purpose: every such address passes Keycloak's e-mail and user-name
 * validators, which refuse many rarer forms and a local part over 64 characters (the length cap keeps the
 * local part under that without a look-ahead, which the published schema's generators cannot follow).
 */
export const ACCOUNT_EMAIL_MAX_LENGTH = 64;
const LOCAL_ATOM = '[A-Za-z0-9_+-]+';
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const ACCOUNT_EMAIL = `${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}`;
const ACCOUNT_EMAIL_SHAPE = new RegExp(`^${ACCOUNT_EMAIL}$`);
/** NAME_PROHIBITED_CHARACTERS inside a character class, escaped where a regular expression's syntax needs it. */
const NAME_CHARACTERS = NAME_PROHIBITED_CHARACTERS.map((c) => (/[\\^$.*+?()[\]{}|/-]/.test(c) ? `\\${c}` : c)).join('');

/**
 * The rules the server checks beyond zod, written as JSON Schema for the published document (zod's `refine`
 * and the services' checks do not reach it). The character classes are spelt out because `\s` differs
 * between regular-expression dialects: TRIM_SPACE is what String.prototype.trim removes.
 */
const TRIM_SPACE = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
/** A new account's address after trimming (ACCOUNT_EMAIL). */
export const EMAIL_RULE = { pattern: `^[${TRIM_SPACE}]*${ACCOUNT_EMAIL}[${TRIM_SPACE}]*$` };
/** A name: not blank once trimmed, no control character and none of NAME_PROHIBITED_CHARACTERS. */
export const NAME_RULE = { pattern: `^[^${NAME_CHARACTERS}${CONTROL}]*[^${TRIM_SPACE}${NAME_CHARACTERS}${CONTROL}][^${NAME_CHARACTERS}${CONTROL}]*$` };
/** Text that is not blank once trimmed (what `.trim().min(1)` checks, which the published schema does not show). */
export const NOT_BLANK_RULE = { pattern: `[^${TRIM_SPACE}]` };
/** Text that is not blank once trimmed and has no control character (an address to look up). */
export const NOT_BLANK_NO_CONTROL_RULE = { pattern: `^[^${CONTROL}]*[^${TRIM_SPACE}${CONTROL}][^${CONTROL}]*$` };
/** A grant number as the server reads it: trimmed and upper-cased (ſ upper-cases to S), then UNSEAF-YYYY/GR-NNNN. */
export const GRANT_NUMBER_RULE = { pattern: `^[${TRIM_SPACE}]*[Uu][Nn][Ssſ][Ee][Aa][Ff]-[0-9]{4}/[Gg][Rr]-[0-9]{4}[${TRIM_SPACE}]*$` };
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

/** A registration field a check is about (the request's own names). */
export type RegistrationField = 'grantNumber' | 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

/** One failed check: the field it marks and its message. */
export interface RegistrationIssue {
  field: RegistrationField;
  message: string;
}

/**
 * Every failing registration check, in the spec's order (spec 1 §5): the first is the one the spec shows.
 * Each field appears at most once; the names' one message marks each empty name field. The form marks all
 * of them at once; the identity service refuses with the first.
 */
export function registrationIssues(input: RegistrationInput): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const grant = (input.grantNumber ?? '').trim();
  if (!grant) issues.push({ field: 'grantNumber', message: RegistrationMessages.grantNumberRequired });
  else if (!isValidGrantNumber(grant)) issues.push({ field: 'grantNumber', message: RegistrationMessages.grantNumberFormat });
  for (const field of ['firstName', 'lastName'] as const) {
    const name = (input[field] ?? '').trim();
    if (!name) issues.push({ field, message: RegistrationMessages.namesRequired });
    else if (!isAcceptedName(name)) issues.push({ field, message: RegistrationMessages.namesInvalid });
  }
  const email = normalizeEmail(input.email ?? '');
  if (!email) issues.push({ field: 'email', message: RegistrationMessages.emailRequired });
  else if (!isAccountEmail(input.email ?? '')) issues.push({ field: 'email', message: RegistrationMessages.emailInvalid });
  const password = input.password ?? '';
  if (password !== (input.confirmPassword ?? '')) issues.push({ field: 'confirmPassword', message: RegistrationMessages.passwordsDoNotMatch });
  if (password.length < MIN_PASSWORD_LENGTH) issues.push({ field: 'password', message: RegistrationMessages.passwordTooShort });
  else if (password.length > MAX_PASSWORD_LENGTH) issues.push({ field: 'password', message: RegistrationMessages.passwordTooLong });
  return issues;
}

/** The registration checks in the spec's order; returns the first failing message or null (the identity service's check). */
export function validateRegistration(input: RegistrationInput): string | null {
  return registrationIssues(input)[0]?.message ?? null;
}

/** Whether a trimmed name has no control character and none of NAME_PROHIBITED_CHARACTERS. */
export function isAcceptedName(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return !/[\u0000-\u001f\u007f-\u009f]/.test(value) && !NAME_PROHIBITED_CHARACTERS.some((c) => value.includes(c));
}

/** Whether a new account may have this address (see ACCOUNT_EMAIL), once trimmed and lower-cased. */
export function isAccountEmail(value: string): boolean {
  return value.length <= ACCOUNT_EMAIL_MAX_LENGTH && ACCOUNT_EMAIL_SHAPE.test(normalizeEmail(value));
}

/** Whether an address has the shape something@something.something once trimmed and lower-cased. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(normalizeEmail(value));
}

export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;
