// The zod schemas of password-reset.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { NOT_BLANK_NO_CONTROL_RULE, MAX_PASSWORD_LENGTH, NEW_PASSWORD_RULE } from '../registration.js';
import { PasswordResetMessages, PasswordChangeMessages } from '../password-reset.js';

// Control characters are refused: Keycloak's user search fails on them (a 502 otherwise).
export const ForgotPasswordRequestSchema = z.object({
  email: z
    .string()
    .max(254)
    // A check rather than a published pattern: fuzzers cannot generate from Unicode property classes.
    .refine((email) => !/\p{Cc}/u.test(email), 'Please enter a valid email address')
    .meta(NOT_BLANK_NO_CONTROL_RULE),
});

/** A new password as sent (one character over the limit still gets the spec's message), published with its rule. */
const NewPasswordSchema = z
  .string()
  .max(MAX_PASSWORD_LENGTH + 1)
  .meta(NEW_PASSWORD_RULE);

/** A reset token as it travels in the link: 43 base64url characters (32 random bytes). */
export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, PasswordResetMessages.invalidLink);

export const CheckResetTokenRequestSchema = z.object({ token: ResetTokenSchema });
export const CheckResetTokenResultSchema = z.object({ valid: z.boolean() });

export const ResetPasswordRequestSchema = z.object({
  token: ResetTokenSchema,
  password: NewPasswordSchema,
  confirmPassword: NewPasswordSchema,
});

export const ChangePasswordBodySchema = z.object({
  currentPassword: z
    .string()
    .min(1, PasswordChangeMessages.currentRequired)
    .max(MAX_PASSWORD_LENGTH + 1),
  newPassword: NewPasswordSchema,
  confirmPassword: NewPasswordSchema,
});
/** The gateway adds who asks and the session to keep (every other session of the user ends). */
export const ChangePasswordRequestSchema = ChangePasswordBodySchema.extend({ userId: z.string().uuid(), keepSessionId: z.string().max(100).optional() });

/** A password was changed in Settings or reset by link: identity publishes it (outbox), accounts-kyc mails the user a security notice. */
export const PasswordChangedEventSchema = z.object({ userId: z.string().uuid(), how: z.enum(['changed', 'reset']), at: z.string() });
