import type { z } from 'zod';
import type { AccountStatusSchema, KycStatusSchema } from './schemas/account-status.js';

export const ACCOUNT_STATUS_BLOCKED = 'ACCOUNT_STATUS_BLOCKED';

export type AccountStatus = z.infer<typeof AccountStatusSchema>;
export type KycStatus = z.infer<typeof KycStatusSchema>;

/** Only approved and active accounts may sign in and stay signed in (spec 1 §4). */
export function canSignIn(status: string | null | undefined): boolean {
  return status === 'approved' || status === 'active';
}

/**
 * Whether money may be credited or awarded to a recipient (a fund addition, a grant award, the approval of
 * either): only while their account may sign in — approved or active, and not deactivated. Taking money back
 * (a deduction) stays allowed from any account the ledger has not closed, so funds can be recovered from a
 * suspended or deactivated one.
 */
export function mayReceiveCredits(profile: { accountStatus: string; isActive: boolean }): boolean {
  return canSignIn(profile.accountStatus) && profile.isActive;
}

export const RecipientStandingMessages = {
  creditRefused: "This recipient's account is not active (pending, rejected, suspended, deactivated or deleted): no money can be credited or awarded to it",
} as const;

/** What the gateway reports as the status of an account an admin deactivated (its `is_active` is false). */
export const INACTIVE_STATUS = 'inactive';

/** The sign-in refusal text for a status that may not sign in (spec 1 §8). */
export function accountBlockedMessage(status: string): string {
  if (status === 'pending') return 'Your account is pending approval. Please wait for admin approval before logging in.';
  if (status === INACTIVE_STATUS) return 'Your account has been deactivated. Please contact support.';
  if (status === 'rejected') return 'Your account has been rejected or suspended. Please contact support for assistance.';
  return `Account status '${status}' is not active. Please contact support.`;
}

/** A signed-in user's account status is re-checked this often (spec 1 §4: every 5 minutes). */
export const ACCOUNT_STATUS_RECHECK_MS = 5 * 60_000;

/** A status value as it may travel in a URL (so a page shows our message, never text taken from the URL). */
export function parseStatusParam(value: string | null | undefined): string | null {
  return value && /^[a-z_]{1,32}$/.test(value) ? value : null;
}
