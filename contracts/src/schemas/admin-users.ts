// The zod schemas of admin-users.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE, BULK_STATUS_MAX, ADMIN_LIST_MAX } from '../admin-users.js';
import { ProfileSchema } from './profile.js';
import { AccountStatusSchema } from './account-status.js';

/** The admin Users tab's filter: approved includes active (spec 2 §4). */
export const AdminUserFilterSchema = z.enum(['all', 'pending', 'approved', 'rejected']);

/** Name, e-mail or grant number (case-insensitive substring), with paging. */
export const AdminUsersQuerySchema = z.object({
  filter: AdminUserFilterSchema.default('all'),
  search: z.string().max(100).trim().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
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

/** A row of the admin Users list: the profile and its balance, read from the ledger when the list loads. */
export const AdminUserRowSchema = ProfileSchema.extend({ balanceCents: z.number().int() });
export const AdminUserPageSchema = ProfilePageSchema.extend({ items: z.array(AdminUserRowSchema) });

/** How admin lists name a person: never an id prefix. */
export const PersonNameSchema = z.object({ userId: z.string().uuid(), fullName: z.string(), email: z.string(), accountNumber: z.string() });
export const UserIdsRequestSchema = z.object({ userIds: z.array(z.string().uuid()).max(1000) });

export const SetUserActiveBodySchema = z.object({ active: z.boolean() });
export const SetUserActiveRequestSchema = SetUserActiveBodySchema.extend({ userId: z.string().uuid(), actorId: z.string().uuid() });
export const AccountActivityChangedEventSchema = z.object({ userId: z.string().uuid(), active: z.boolean(), actorId: z.string().uuid(), at: z.string() });
export const BulkUserStatusBodySchema = z.object({
  userIds: z.array(z.string().uuid()).min(1, 'No accounts selected for approval').max(BULK_STATUS_MAX),
  status: AccountStatusSchema,
});
export const BulkUserStatusRequestSchema = BulkUserStatusBodySchema.extend({ actorId: z.string().uuid() });
export const BulkUserStatusResultSchema = z.object({ updated: z.array(ProfileSchema) });

export const GrantConflictSchema = z.object({ grantNumber: z.string(), count: z.number().int(), users: z.array(ProfileSchema) });
export const GrantConflictsSchema = z.array(GrantConflictSchema);

/** An administrator as Keycloak knows them (the Admin entity: id, username, email, full name). */
export const AdminIdentitySchema = z.object({ id: z.string().uuid(), username: z.string(), email: z.string().nullable(), fullName: z.string().nullable() });

/** Deleting a recipient: erase their personal data everywhere; the ledger keeps anonymised entries. */
export const EraseUserRequestSchema = z.object({ userId: z.string().uuid(), actorId: z.string().uuid() });

export const UserErasedEventSchema = z.object({ userId: z.string().uuid(), actorId: z.string().uuid(), at: z.string() });
export const CloseLedgerAccountResultSchema = z.object({ closed: z.literal(true) });
export const DeleteUserResultSchema = z.object({ deleted: z.literal(true), userId: z.string().uuid() });

/** Each recipient's current balance and the title of their grant (null before one is awarded). */
export const UserBalancesSchema = z.array(z.object({ userId: z.string().uuid(), balanceCents: z.number().int(), grantTitle: z.string().nullable() }));

/** What an admin list row adds about the recipient's money: the grant's title and the current balance. */
export const RecipientMoneySchema = z.object({ grantTitle: z.string().nullable(), balanceCents: z.number().int() });

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
/** The ledger's share: balances, recipients' ledger entries, withdrawals and the newest entries. */
export const LedgerOverviewSchema = z.object({
  totalBalanceCents: z.number().int(),
  transactions: CountVolumeSchema,
  withdrawals: CountVolumeSchema,
  recentTransactions: z.array(RecentTransactionSchema),
});
/** payments' share. */
export const PaymentsOverviewSchema = z.object({ transfers: CountVolumeSchema, projectPayments: CountVolumeSchema });

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

/** The person an admin list row belongs to (null: erased or unknown, shown as 'Unknown User'). */
export const NamedUserSchema = z.object({ user: PersonNameSchema.omit({ userId: true }).nullable() });

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

/** The admin test page: the caller's session and every administrator (the holders of the admin realm role). */
export const AdminSessionReportSchema = z.object({
  session: AdminSessionSchema,
  admins: z.array(AdminIdentitySchema).max(ADMIN_LIST_MAX),
  /** More than ADMIN_LIST_MAX hold the role: `admins` is the first ADMIN_LIST_MAX by username. */
  moreAdmins: z.boolean(),
});
