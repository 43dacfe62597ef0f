import type { z } from 'zod';
import type {
  AdminUserFilterSchema,
  AdminUsersQuerySchema,
  ProfilePageSchema,
  AdminUserRowSchema,
  AdminUserPageSchema,
  PersonNameSchema,
  GrantConflictSchema,
  UserErasedEventSchema,
  RecipientMoneySchema,
  RecentTransactionSchema,
  AdminOverviewSchema,
  NamedUserSchema,
  AdminIdentitySchema,
  AdminSessionSchema,
  AdminSessionReportSchema,
} from './schemas/admin-users.js';

export type AdminUserFilter = z.infer<typeof AdminUserFilterSchema>;

/** Which account statuses a filter shows. */
export function statusesOfFilter(filter: AdminUserFilter): string[] | null {
  if (filter === 'all') return null;
  if (filter === 'approved') return ['approved', 'active'];
  return [filter];
}

/** The Users tab a status belongs to: after a status change the view jumps there. */
export function filterOfStatus(status: string): AdminUserFilter {
  if (status === 'approved' || status === 'active') return 'approved';
  if (status === 'pending' || status === 'rejected') return status;
  return 'all';
}

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_SEARCH_DEBOUNCE_MS = 300;

export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;
export type ProfilePage = z.infer<typeof ProfilePageSchema>;
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;
export type PersonName = z.infer<typeof PersonNameSchema>;

/** Shown for a person whose profile is gone (erased) or unknown (spec 2 §8). */
export const UNKNOWN_USER = 'Unknown User';

export const BULK_STATUS_MAX = 100;

export type GrantConflict = z.infer<typeof GrantConflictSchema>;

/** What replaces a deleted recipient's free texts and third parties' details in the records that stay (tickets, transfers, project payments). */
export const ERASED_TEXT = '[erased]';

export type UserErasedEvent = z.infer<typeof UserErasedEventSchema>;

/** What the delete dialog asks the admin to type, and what it says (spec 2 §8). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const UserDeleteMessages = {
  cancelled: 'Deletion cancelled',
  deleted: 'User deleted successfully',
  failed: (message: string) => `Deletion failed: ${message}`,
  balanceNotZero: (balance: string) => `The account still holds ${balance}: deduct or pay out the balance before deleting`,
  withdrawalsInProgress: 'A withdrawal is still pending or processing: complete or fail it before deleting',
} as const;

export type RecipientMoney = z.infer<typeof RecipientMoneySchema>;
export type RecentTransaction = z.infer<typeof RecentTransactionSchema>;

export const OVERVIEW_RECENT_TRANSACTIONS = 10;

export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/** The Overview's derived figures, computed once here for the gateway (and checked by unit tests). */
export function overviewFigures(input: {
  activeUsers: number;
  transactions: { count: number; volumeCents: number };
  transfers: { count: number; volumeCents: number };
  withdrawals: { count: number; volumeCents: number };
}): { totalVolumeCents: number; averageTransactionCents: number; activityRate: number } {
  const { transactions, transfers, withdrawals, activeUsers } = input;
  return {
    totalVolumeCents: transactions.volumeCents + transfers.volumeCents + withdrawals.volumeCents,
    averageTransactionCents: transactions.count ? Math.round(transactions.volumeCents / transactions.count) : 0,
    activityRate: activeUsers ? Math.round(((transactions.count + transfers.count) / activeUsers) * 100) / 100 : 0,
  };
}

export type NamedUser = z.infer<typeof NamedUserSchema>;
export type AdminIdentity = z.infer<typeof AdminIdentitySchema>;

/** At most this many administrators are listed on the admin test page (the page says when there are more). */
export const ADMIN_LIST_MAX = 100;

export type AdminSession = z.infer<typeof AdminSessionSchema>;
export type AdminSessionReport = z.infer<typeof AdminSessionReportSchema>;
