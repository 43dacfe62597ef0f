import { z } from 'zod';
import { AccountStatusSchema } from './account-status.js';
import { ProfileSchema } from './profile.js';

/** The admin Users tab's filter: approved includes active (spec 2 §4). */
export const AdminUserFilterSchema = z.enum(['all', 'pending', 'approved', 'rejected']);
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

/** Name, e-mail or grant number (case-insensitive substring), with paging. */
export const AdminUsersQuerySchema = z.object({
  filter: AdminUserFilterSchema.default('all'),
  search: z.string().max(100).trim().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;
export const SearchProfilesRequestSchema = AdminUsersQuerySchema.extend({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
});

export const FilterCountsSchema = z.object({ all: z.number().int(), pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() });
export const ProfilePageSchema = z.object({
  items: z.array(ProfileSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many profiles each filter holds (without the search), for the tab badges. */
  counts: FilterCountsSchema,
});
export type ProfilePage = z.infer<typeof ProfilePageSchema>;

/** A row of the admin Users list: the profile and its balance, read from the ledger when the list loads. */
export const AdminUserRowSchema = ProfileSchema.extend({ balanceCents: z.number().int() });
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const AdminUserPageSchema = ProfilePageSchema.extend({ items: z.array(AdminUserRowSchema) });
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** How admin lists name a person: never an id prefix. */
export const PersonNameSchema = z.object({ userId: z.string().uuid(), fullName: z.string(), email: z.string(), accountNumber: z.string() });
export type PersonName = z.infer<typeof PersonNameSchema>;
export const UserIdsRequestSchema = z.object({ userIds: z.array(z.string().uuid()).max(1000) });
/** Shown for a person whose profile is gone (erased) or unknown (spec 2 §8). */
export const UNKNOWN_USER = 'Unknown User';

export const SetUserActiveBodySchema = z.object({ active: z.boolean() });
export const SetUserActiveRequestSchema = SetUserActiveBodySchema.extend({ userId: z.string().uuid(), actorId: z.string().uuid() });
export const AccountActivityChangedEventSchema = z.object({ userId: z.string().uuid(), active: z.boolean(), actorId: z.string().uuid(), at: z.string() });

export const BULK_STATUS_MAX = 100;
export const BulkUserStatusBodySchema = z.object({
  userIds: z.array(z.string().uuid()).min(1, 'No accounts selected for approval').max(BULK_STATUS_MAX),
  status: AccountStatusSchema,
});
export const BulkUserStatusRequestSchema = BulkUserStatusBodySchema.extend({ actorId: z.string().uuid() });
export const BulkUserStatusResultSchema = z.object({ updated: z.array(ProfileSchema) });

export const GrantConflictSchema = z.object({ grantNumber: z.string(), count: z.number().int(), users: z.array(ProfileSchema) });
export const GrantConflictsSchema = z.array(GrantConflictSchema);
export type GrantConflict = z.infer<typeof GrantConflictSchema>;

/** An administrator as Keycloak knows them (the Admin entity: id, username, email, full name). */
export const AdminIdentitySchema = z.object({ id: z.string().uuid(), username: z.string(), email: z.string().nullable(), fullName: z.string().nullable() });

/** Deleting a recipient: erase their personal data everywhere; the ledger keeps anonymised entries. */
export const EraseUserRequestSchema = z.object({ userId: z.string().uuid(), actorId: z.string().uuid() });
/** What replaces a deleted recipient's free texts and third parties' details in the records that stay (tickets, transfers, project payments). */
export const ERASED_TEXT = '[erased]';

export const UserErasedEventSchema = z.object({ userId: z.string().uuid(), actorId: z.string().uuid(), at: z.string() });
export type UserErasedEvent = z.infer<typeof UserErasedEventSchema>;
export const CloseLedgerAccountResultSchema = z.object({ closed: z.literal(true) });
export const DeleteUserResultSchema = z.object({ deleted: z.literal(true), userId: z.string().uuid() });

/** What the delete dialog asks the admin to type, and what it says (spec 2 §8). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const UserDeleteMessages = {
  cancelled: 'Deletion cancelled',
  deleted: 'User deleted successfully',
  failed: (message: string) => `Deletion failed: ${message}`,
  balanceNotZero: (balance: string) => `The account still holds ${balance}: deduct or pay out the balance before deleting`,
  withdrawalsInProgress: 'A withdrawal is still pending or processing: complete or fail it before deleting',
} as const;

/** Each recipient's current balance and the title of their grant (null before one is awarded). */
export const UserBalancesSchema = z.array(z.object({ userId: z.string().uuid(), balanceCents: z.number().int(), grantTitle: z.string().nullable() }));

/** What an admin list row adds about the recipient's money: the grant's title and the current balance. */
export const RecipientMoneySchema = z.object({ grantTitle: z.string().nullable(), balanceCents: z.number().int() });
export type RecipientMoney = z.infer<typeof RecipientMoneySchema>;

export const CountVolumeSchema = z.object({ count: z.number().int(), volumeCents: z.number().int() });

/** accounts-kyc's share of the admin Overview. */
export const AccountsOverviewSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  pendingAccounts: z.number().int(),
  pendingKyc: z.number().int(),
  grantConflicts: z.number().int(),
});

export const RecentTransactionSchema = z.object({
  id: z.string(),
  transactionNumber: z.string(),
  userId: z.string().uuid(),
  type: z.enum(['credit', 'debit']),
  description: z.string(),
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  postBalanceCents: z.number().int(),
  createdAt: z.string(),
});
export type RecentTransaction = z.infer<typeof RecentTransactionSchema>;
/** The ledger's share: balances, recipients' ledger entries, withdrawals and the newest entries. */
export const LedgerOverviewSchema = z.object({
  totalBalanceCents: z.number().int(),
  transactions: CountVolumeSchema,
  withdrawals: CountVolumeSchema,
  recentTransactions: z.array(RecentTransactionSchema),
});
/** payments' share. */
export const PaymentsOverviewSchema = z.object({ transfers: CountVolumeSchema, projectPayments: CountVolumeSchema });

export const OVERVIEW_RECENT_TRANSACTIONS = 10;

export const AdminOverviewSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  totalBalanceCents: z.number().int(),
  pendingAccounts: z.number().int(),
  pendingKyc: z.number().int(),
  grantConflicts: z.number().int(),
  transactions: CountVolumeSchema,
  transfers: CountVolumeSchema,
  withdrawals: CountVolumeSchema,
  projectPayments: CountVolumeSchema,
  /** Transactions, transfers and withdrawals together. */
  totalVolumeCents: z.number().int(),
  /** Transaction volume per transaction (rounded to the cent; 0 when there are none). */
  averageTransactionCents: z.number().int(),
  /** (transactions + transfers) per active user, two decimals; 0 when nobody is active. */
  activityRate: z.number(),
  recentTransactions: z.array(RecentTransactionSchema.extend({ user: PersonNameSchema.omit({ userId: true }).nullable() })),
});
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

/** The person an admin list row belongs to (null: erased or unknown, shown as 'Unknown User'). */
export const NamedUserSchema = z.object({ user: PersonNameSchema.omit({ userId: true }).nullable() });
export type NamedUser = z.infer<typeof NamedUserSchema>;
export type AdminIdentity = z.infer<typeof AdminIdentitySchema>;

/** At most this many administrators are listed on the admin test page (the page says when there are more). */
export const ADMIN_LIST_MAX = 100;

/**
 * The caller's session as the gateway verified it (the admin test page): who, the realm roles, when
 * they authenticated, when this access token was issued and expires, whether the second factor was
 * used. Nothing secret: no token, no session id.
 */
export const AdminSessionSchema = z.object({
  userId: z.string().uuid(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  secondFactor: z.boolean(),
  authenticatedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** The admin test page: the caller's session and every administrator (the holders of the admin realm role). */
export const AdminSessionReportSchema = z.object({
  session: AdminSessionSchema,
  admins: z.array(AdminIdentitySchema).max(ADMIN_LIST_MAX),
  /** More than ADMIN_LIST_MAX hold the role: `admins` is the first ADMIN_LIST_MAX by username. */
  moreAdmins: z.boolean(),
});
export type AdminSessionReport = z.infer<typeof AdminSessionReportSchema>;
