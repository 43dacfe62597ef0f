// The zod schemas of profile.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { KycStatusSchema, AccountStatusSchema } from './account-status.js';
import { LanguageSchema } from './preferences.js';
import { PROFILE_FIELD_MAX, ProfileMessages } from '../profile.js';

export const ProfileSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  grantNumber: z.string(),
  accountNumber: z.string(),
  accountStatus: z.string(),
  kycStatus: KycStatusSchema,
  mobile: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  grantConflict: z.boolean(),
  /** False once an admin deactivated the account: refused like a blocked status until reactivated. */
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What GET /api/me answers a recipient: the stored profile plus the caller's roles from the token. */
export const RecipientMeSchema = ProfileSchema.extend({ roles: z.array(z.string()) });
/** What GET /api/me answers an admin: who they are from the token (admins have no profile). */
export const AdminMeSchema = z.object({ id: z.string().uuid(), roles: z.array(z.string()), email: z.string().optional(), username: z.string().optional() });
export const MeSchema = z.union([RecipientMeSchema, AdminMeSchema]);

export const CreateProfileRequestSchema = z.object({
  userId: z.string().uuid(),
  email: z.string().email(),
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  grantNumber: z.string().min(1).max(40),
  mobile: z.string().max(40).nullable(),
  country: z.string().max(80).nullable(),
  /** Seeds may create a profile already approved; registration always creates pending ones. */
  accountStatus: AccountStatusSchema.default('pending'),
  kycStatus: KycStatusSchema.default('not_submitted'),
  /** The language chosen before registering, saved as the new account's language preference. */
  language: LanguageSchema.optional(),
});

export const UserIdRequestSchema = z.object({ userId: z.string().uuid() });

export const ListProfilesRequestSchema = z.object({
  status: AccountStatusSchema.optional(),
  limit: z.number().int().min(1).max(200).default(100),
});

export const SetAccountStatusBodySchema = z.object({ status: AccountStatusSchema });
export const SetAccountStatusRequestSchema = z.object({
  userId: z.string().uuid(),
  status: AccountStatusSchema,
  actorId: z.string().uuid(),
});

export const AccountStatusChangedEventSchema = z.object({
  userId: z.string().uuid(),
  from: z.string(),
  to: z.string(),
  actorId: z.string().uuid(),
  at: z.string(),
});

export const ProfileCreatedEventSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  grantNumber: z.string(),
  accountNumber: z.string(),
  grantConflict: z.boolean(),
  at: z.string(),
});
// The length is checked before trimming, so the published maxLength is exactly what is refused.
/**
 * Length and pattern are checked on the text as sent, then it is trimmed: what the published schema
 * refuses (a tab or a line break around a phone number, too many characters) is refused here too.
 */
const contact = (max: number, pattern?: { regex: RegExp; message: string }) => {
  const sent = z.string().max(max, `At most ${max} characters`);
  return (pattern ? sent.regex(pattern.regex, pattern.message) : sent).trim();
};
export const UpdateProfileBodySchema = z.object({
  mobile: contact(PROFILE_FIELD_MAX.mobile, { regex: /^[+0-9 ()./-]*$/, message: ProfileMessages.phone }),
  address: contact(PROFILE_FIELD_MAX.address),
  city: contact(PROFILE_FIELD_MAX.city),
  state: contact(PROFILE_FIELD_MAX.state),
  zipCode: contact(PROFILE_FIELD_MAX.zipCode, { regex: /^[A-Za-z0-9 -]*$/, message: ProfileMessages.zipCode }),
  country: contact(PROFILE_FIELD_MAX.country),
});
export const UpdateProfileRequestSchema = UpdateProfileBodySchema.extend({ userId: z.string().uuid() });
