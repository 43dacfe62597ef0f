import type { z } from 'zod';
import type {
  ProfileSchema,
  RecipientMeSchema,
  AdminMeSchema,
  MeSchema,
  CreateProfileRequestSchema,
  UserIdRequestSchema,
  ListProfilesRequestSchema,
  SetAccountStatusRequestSchema,
  AccountStatusChangedEventSchema,
  ProfileCreatedEventSchema,
  UpdateProfileBodySchema,
} from './schemas/profile.js';

export type StoredProfile = z.infer<typeof ProfileSchema>;
export type Profile = z.infer<typeof RecipientMeSchema>;
export type AdminMe = z.infer<typeof AdminMeSchema>;
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

export type CreateProfileRequest = z.input<typeof CreateProfileRequestSchema>;
export type UserIdRequest = z.infer<typeof UserIdRequestSchema>;
export type ListProfilesRequest = z.input<typeof ListProfilesRequestSchema>;
export type SetAccountStatusRequest = z.infer<typeof SetAccountStatusRequestSchema>;
export type AccountStatusChangedEvent = z.infer<typeof AccountStatusChangedEventSchema>;
export type ProfileCreatedEvent = z.infer<typeof ProfileCreatedEventSchema>;

/** The contact details a recipient may change themselves (spec 2 §5); name, e-mail, grant and account number stay read-only. */
export const PROFILE_FIELD_MAX = { mobile: 40, address: 300, city: 100, state: 100, zipCode: 20, country: 80 } as const;

export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
