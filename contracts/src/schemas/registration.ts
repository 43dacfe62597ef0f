// The zod schemas of registration.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { NAME_RULE, GRANT_NUMBER_RULE, ACCOUNT_EMAIL_MAX_LENGTH, EMAIL_RULE, MAX_PASSWORD_LENGTH, NEW_PASSWORD_RULE } from '../registration.js';
import { LanguageSchema } from './preferences.js';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullish();

/** The body of POST /api/auth/register and the payload of identity.register. */
export const RegistrationRequestSchema = z.object({
  firstName: text(100).meta(NAME_RULE),
  lastName: text(100).meta(NAME_RULE),
  grantNumber: text(40).meta(GRANT_NUMBER_RULE),
  email: text(ACCOUNT_EMAIL_MAX_LENGTH).meta(EMAIL_RULE),
  mobile: optionalText(40),
  country: optionalText(80),
  password: text(MAX_PASSWORD_LENGTH + 1).meta(NEW_PASSWORD_RULE),
  confirmPassword: text(MAX_PASSWORD_LENGTH + 1).meta(NEW_PASSWORD_RULE),
  /** The language the visitor chose before registering: the new account's first language (English without it). */
  language: LanguageSchema.optional().meta({ description: "The language the visitor chose on the signed-out pages; the new account's language preference" }),
});

export const RegistrationResultSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  grantNumber: z.string(),
  accountStatus: z.literal('pending'),
});
