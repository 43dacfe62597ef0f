import { z } from 'zod';

export const ACCOUNT_STATUS_BLOCKED = 'ACCOUNT_STATUS_BLOCKED';

export const AccountStatusSchema = z.enum(['pending', 'approved', 'active', 'rejected']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const KycStatusSchema = z.enum(['not_submitted', 'pending', 'approved', 'rejected']);
export type KycStatus = z.infer<typeof KycStatusSchema>;

/** Only approved and active accounts may sign in and stay signed in (spec 1 §4). */
export function canSignIn(status: string | null | undefined): boolean {
  return status === 'approved' || status === 'active';
}

/** The sign-in refusal text for a status that may not sign in (spec 1 §8). */
export function accountBlockedMessage(status: string): string {
  if (status === 'pending') return 'Your account is pending approval. Please wait for admin approval before logging in.';
  if (status === 'rejected') return 'Your account has been rejected or suspended. Please contact support for assistance.';
  return `Account status '${status}' is not active. Please contact support.`;
}
