// The zod schemas of ledger.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import {
  IdempotencyKeyMessages,
  GrantMessages,
  GRANT_TITLE_MAX_LENGTH,
  AdminAdjustMessages,
  ADJUST_FUNDS_DESCRIPTION_MAX_LENGTH,
  TRANSACTION_CATEGORIES,
  TRANSACTION_SEARCH_MAX_LENGTH,
  TRANSACTION_CURSOR_PATTERN,
  TransactionMessages,
  TRANSACTIONS_PAGE_MAX,
  TRANSACTIONS_PAGE_DEFAULT,
  TRANSACTIONS_EXPORT_PAGE_ROWS,
} from '../ledger.js';
import { NOT_BLANK_RULE } from '../registration.js';
import { GrantScheduleInputSchema } from './grant-schedule.js';
import { SetBudgetBodySchema } from './grant-budget.js';

const cents = z.number().int();

/**
 * An idempotency key an admin's client sends (8–100 characters, no ':'). The ledger keeps it under the
 * admin's own namespace (adminPostingKey), and its own keys ('approval:<id>', 'withdrawal:…', 'move:…')
 * all contain ':', so no client key can ever name one of them.
 */
export const ClientIdempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .refine((key) => !key.includes(':'), IdempotencyKeyMessages.noColon)
  .meta({ pattern: '^[^:]*$' });

/**
 * A key as the ledger's requests carry it: a client's key (no ':', namespaced by the ledger) or one the
 * platform itself made (the seed's 'seed:…'), which contains ':' and is kept as it is. Only the gateway and
 * the seed may send these requests (NATS permissions), and the gateway lets no client key with ':' through.
 */
const requestIdempotencyKey = z.string().min(8).max(100);

export const TransactionViewSchema = z.object({
  id: z.string(),
  transactionNumber: z.string(),
  type: z.enum(['credit', 'debit']),
  amountCents: cents,
  postBalanceCents: cents,
  description: z.string(),
  reference: z.string().nullable(),
  status: z.string(),
  /** grant, fee, transfer, withdrawal, payment or adjustment */
  category: z.string(),
  createdAt: z.string(),
});

export const GrantViewSchema = z.object({
  title: z.string(),
  totalCents: cents,
  startDate: z.string(),
  currentBalanceCents: cents,
  /** Withdrawn in each quarter Q1..Q4 of the grant (the basis of the quarterly limits). */
  quarterUsedCents: z.tuple([cents, cents, cents, cents]),
});

export const DashboardSummarySchema = z.object({
  balanceCents: cents,
  grant: GrantViewSchema.nullable(),
  pendingWithdrawalsCents: cents,
  todayTransactionCount: z.number().int(),
  latestCredits: z.array(TransactionViewSchema),
  latestDebits: z.array(TransactionViewSchema),
  recent: z.array(TransactionViewSchema),
});

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). */
const calendarDate = z.iso.date(GrantMessages.validStartDate);

/** What an admin enters to award a grant (title, total, start date, optionally a schedule of tranches); each release is one posting from the fund. */
export const AwardGrantBodySchema = z.object({
  title: z.string().max(GRANT_TITLE_MAX_LENGTH).trim().min(1, GrantMessages.titleRequired).meta(NOT_BLANK_RULE),
  totalCents: cents.positive(GrantMessages.validAmount),
  startDate: calendarDate,
  /** Tranches and milestones; without one the whole total is paid in at award. */
  schedule: GrantScheduleInputSchema.optional(),
  /** The budget lines (adding up to the total) and mode, set with the award; staff may also set them later. */
  budget: SetBudgetBodySchema.optional(),
  idempotencyKey: ClientIdempotencyKeySchema,
});

/** Seeds and admins open a grant for a recipient; the fund's account pays it in. */
export const OpenGrantRequestSchema = AwardGrantBodySchema.extend({
  idempotencyKey: requestIdempotencyKey,
  userId: z.string().uuid(),
  /** The admin who awarded it (seeds have none); recorded on the posting. */
  actorId: z.string().uuid().optional(),
});

/** The admin "add/deduct funds" dialog's body (amount in cents, at least one cent). */
export const AdjustFundsBodySchema = z.object({
  direction: z.enum(['add', 'deduct']),
  amountCents: cents.positive(AdminAdjustMessages.validAmount),
  description: z.string().max(ADJUST_FUNDS_DESCRIPTION_MAX_LENGTH).optional(),
  idempotencyKey: ClientIdempotencyKeySchema,
});

export const HealDuplicatesResultSchema = z.object({
  fixed: z.array(z.object({ table: z.string(), id: z.string(), oldNumber: z.string(), newNumber: z.string() })),
  message: z.string(),
});

/** Admin funds: ADMIN_ADD credits the recipient from the fund, ADMIN_DEDUCT returns money to the fund. */
export const AdjustBalanceRequestSchema = z.object({
  userId: z.string().uuid(),
  direction: z.enum(['add', 'deduct']),
  amountCents: cents.positive(),
  actorId: z.string().uuid(),
  description: z.string().max(ADJUST_FUNDS_DESCRIPTION_MAX_LENGTH).optional(),
  idempotencyKey: requestIdempotencyKey,
});

export const AdjustBalanceResultSchema = z.object({
  transaction: TransactionViewSchema,
  balanceCents: cents,
  replayed: z.boolean(),
});

/** The filters of the history and of its CSV export. */
export const TransactionFiltersSchema = z.object({
  type: z.enum(['credit', 'debit']).optional(),
  category: z.enum(TRANSACTION_CATEGORIES).optional(),
  /** Quick search in the transaction number, description and reference (case-insensitive). */
  q: z.string().max(TRANSACTION_SEARCH_MAX_LENGTH).trim().optional(),
  // Calendar dates that exist: 2026-13-45 is refused here, before PostgreSQL would fail on it with a 500.
  from: z.iso.date('Dates are YYYY-MM-DD').optional(),
  to: z.iso.date('Dates are YYYY-MM-DD').optional(),
});
export const ListTransactionsQuerySchema = TransactionFiltersSchema.extend({
  /** The previous page's `nextCursor`; the first page without it. */
  cursor: z.string().regex(TRANSACTION_CURSOR_PATTERN, TransactionMessages.invalidCursor).optional(),
  limit: z.coerce.number().int().min(1).max(TRANSACTIONS_PAGE_MAX).default(TRANSACTIONS_PAGE_DEFAULT),
});
/** The RPC's request: the caller's query for the caller's own account; the CSV export reads TRANSACTIONS_EXPORT_PAGE_ROWS at a time. */
export const ListTransactionsRequestSchema = ListTransactionsQuerySchema.extend({
  userId: z.string().uuid(),
  limit: z.number().int().min(1).max(TRANSACTIONS_EXPORT_PAGE_ROWS).default(TRANSACTIONS_PAGE_DEFAULT),
});
/** One page of the history, newest first; `nextCursor` asks for the rows after it, null on the last page. */
export const TransactionPageSchema = z.object({
  items: z.array(TransactionViewSchema),
  nextCursor: z.string().nullable(),
});
