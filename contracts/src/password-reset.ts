import { RegistrationMessages, MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from './registration.js';
import type { z } from 'zod';
import type {
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  ChangePasswordBodySchema,
  PasswordChangedEventSchema,
} from './schemas/password-reset.js';

/** How long a reset link works (spec 1 §9) and how many links one address may request per hour. */
export const RESET_LINK_TTL_HOURS = 24;
export const RESET_REQUESTS_PER_HOUR = 5;
/** After a successful reset the page goes to /login after this delay (spec 1 §9). */
export const RESET_REDIRECT_MS = 3000;

export const PasswordResetMessages = {
  invalidLink: 'Invalid or expired reset link. Please request a new password reset.',
  sendFailed: 'Failed to send password reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  emailRequired: RegistrationMessages.emailRequired,
  emailInvalid: RegistrationMessages.emailInvalid,
  passwordTooShort: RegistrationMessages.passwordTooShort,
  passwordsDoNotMatch: RegistrationMessages.passwordsDoNotMatch,
} as const;

/** Every failing reset-password check (spec 1 §5) in order: the length of the new password, then the match. */
export function newPasswordIssues(
  password: string | null | undefined,
  confirmPassword: string | null | undefined,
): Array<{ field: 'password' | 'confirmPassword'; message: string }> {
  const value = password ?? '';
  const issues: Array<{ field: 'password' | 'confirmPassword'; message: string }> = [];
  if (value.length < MIN_PASSWORD_LENGTH) issues.push({ field: 'password', message: PasswordResetMessages.passwordTooShort });
  else if (value.length > MAX_PASSWORD_LENGTH) issues.push({ field: 'password', message: RegistrationMessages.passwordTooLong });
  if (value !== (confirmPassword ?? '')) issues.push({ field: 'confirmPassword', message: PasswordResetMessages.passwordsDoNotMatch });
  return issues;
}

/** The reset-password checks (spec 1 §5): at least 6 characters, then the two entries must match; the first failure. */
export function validateNewPassword(password: string | null | undefined, confirmPassword: string | null | undefined): string | null {
  return newPasswordIssues(password, confirmPassword)[0]?.message ?? null;
}

export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/**
 * Admins' passwords are longer than the spec's six characters for recipients: Keycloak's password policy
 * is the realm's (length 6, for recipients), so identity holds every new admin password to this length
 * (Settings' password change, reset links). The demo admins' passwords (dev and test only) predate it.
 */
export const ADMIN_MIN_PASSWORD_LENGTH = 12;
export const AdminPasswordMessages = {
  tooShort: `Admin passwords must be at least ${ADMIN_MIN_PASSWORD_LENGTH} characters long`,
} as const;

/** The admins' extra rule for a new password (after validateNewPassword's): null when it passes. */
export function validateAdminPassword(password: string): string | null {
  return password.length < ADMIN_MIN_PASSWORD_LENGTH ? AdminPasswordMessages.tooShort : null;
}

/** Changing the password in Settings (spec 2 §2.7, §5): the current password is checked, so a session alone cannot change it. */
export const PasswordChangeMessages = {
  changed: 'Password changed successfully!',
  failed: 'Password change failed',
  mismatch: 'New passwords do not match.',
  currentWrong: 'The current password is incorrect.',
  currentRequired: 'Please enter your current password.',
} as const;

export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type PasswordChangedEvent = z.infer<typeof PasswordChangedEventSchema>;
