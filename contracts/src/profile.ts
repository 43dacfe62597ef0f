import { z } from 'zod';
import { AccountStatusSchema, KycStatusSchema } from './account-status.js';
import { LanguageSchema } from './preferences.js';

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
export type StoredProfile = z.infer<typeof ProfileSchema>;

/** What GET /api/me answers a recipient: the stored profile plus the caller's roles from the token. */
export const RecipientMeSchema = ProfileSchema.extend({ roles: z.array(z.string()) });
export type Profile = z.infer<typeof RecipientMeSchema>;
/** What GET /api/me answers an admin: who they are from the token (admins have no profile). */
export const AdminMeSchema = z.object({ id: z.string().uuid(), roles: z.array(z.string()), email: z.string().optional(), username: z.string().optional() });
export type AdminMe = z.infer<typeof AdminMeSchema>;
export const MeSchema = z.union([RecipientMeSchema, AdminMeSchema]);
export type Me = z.infer<typeof MeSchema>;
/** Whether GET /api/me answered with a recipient's profile (admins have none). */
export function isRecipientMe(me: Me): me is Profile {
  return 'accountStatus' in me;
}

/** What the screens say when the signed-in user's profile cannot be loaded (spec 1 §8). */
export const ProfileMessages = {
  userDataIssue: 'Temporary issue loading user data. Please refresh if problem persists.',
  fetchFailed: 'Failed to fetch user data',
  updated: 'Profile updated successfully!',
  updateFailed: 'Profile update failed',
  phone: 'Please enter a valid phone number',
  zipCode: 'Please enter a valid ZIP/postal code',
} as const;

/**
 * An account number (the portal's, or a bank account or wallet in withdrawal details) as screens and
 * receipts show it: only its last 4 characters ("0012345678" → "•••• 5678"); "—" when there is none.
 */
export function maskAccountNumber(value: unknown): string {
  const text = String(value ?? '').replace(/\s+/g, '');
  if (!text) return '—';
  return `•••• ${text.slice(-4)}`;
}

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
export type CreateProfileRequest = z.input<typeof CreateProfileRequestSchema>;

export const UserIdRequestSchema = z.object({ userId: z.string().uuid() });
export type UserIdRequest = z.infer<typeof UserIdRequestSchema>;

export const ListProfilesRequestSchema = z.object({
  status: AccountStatusSchema.optional(),
  limit: z.number().int().min(1).max(200).default(100),
});
export type ListProfilesRequest = z.input<typeof ListProfilesRequestSchema>;

export const SetAccountStatusBodySchema = z.object({ status: AccountStatusSchema });
export const SetAccountStatusRequestSchema = z.object({
  userId: z.string().uuid(),
  status: AccountStatusSchema,
  actorId: z.string().uuid(),
});
export type SetAccountStatusRequest = z.infer<typeof SetAccountStatusRequestSchema>;

export const AccountStatusChangedEventSchema = z.object({
  userId: z.string().uuid(),
  from: z.string(),
  to: z.string(),
  actorId: z.string().uuid(),
  at: z.string(),
});
export type AccountStatusChangedEvent = z.infer<typeof AccountStatusChangedEventSchema>;

export const ProfileCreatedEventSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  grantNumber: z.string(),
  accountNumber: z.string(),
  grantConflict: z.boolean(),
  at: z.string(),
});
export type ProfileCreatedEvent = z.infer<typeof ProfileCreatedEventSchema>;

/** The contact details a recipient may change themselves (spec 2 §5); name, e-mail, grant and account number stay read-only. */
export const PROFILE_FIELD_MAX = { mobile: 40, address: 300, city: 100, state: 100, zipCode: 20, country: 80 } as const;
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
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
export const UpdateProfileRequestSchema = UpdateProfileBodySchema.extend({ userId: z.string().uuid() });
