// The zod schemas of accounting.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { AccountingMessages, ACCOUNTING_PAGE_ROWS } from '../accounting.js';

const calendarDate = z.iso.date(AccountingMessages.dates);

/**
 * A period of whole UTC days, both ends included. Both ends are required: an export names its period,
 * and what it lists is everything in it (paged, never cut at a row count).
 */
export const AccountingPeriodSchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((p) => p.from <= p.to, { message: AccountingMessages.fromAfterTo, path: ['from'] });

/** Where the previous page ended: the last line's posting time, posting id and entry id (lines are ordered by the three). */
export const JournalCursorSchema = z.object({ at: z.string().datetime(), postingId: z.string().uuid(), entryId: z.string().regex(/^\d+$/) });

/** One page of the general-ledger journal, optionally of one recipient's account only. */
export const JournalPageRequestSchema = z.object({
  from: calendarDate,
  to: calendarDate,
  /** Only this recipient's account (their statement); every account when absent. */
  userId: z.string().uuid().optional(),
  after: JournalCursorSchema.nullable().default(null),
  limit: z.number().int().min(1).max(ACCOUNTING_PAGE_ROWS).default(ACCOUNTING_PAGE_ROWS),
});

/**
 * One ledger entry as a journal line, booked at its posting's time (`at`). `amountCents` is the entry's signed amount as the ledger keeps it:
 * positive credits the account (its balance rises), negative debits it; every posting's lines sum to zero.
 */
export const JournalLineSchema = z.object({
  entryId: z.string(),
  postingId: z.string().uuid(),
  postingKind: z.string(),
  transactionNumber: z.string(),
  at: z.string().datetime(),
  accountCode: z.string(),
  accountKind: z.string(),
  category: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  postBalanceCents: z.number().int(),
  /** On one account's lines only: the fees the fund took in the same posting (its fee-revenue line; negative when refunded). */
  feeCents: z.number().int().nullable(),
});

export const JournalPageSchema = z.object({
  lines: z.array(JournalLineSchema),
  /** The cursor of the next page; null when this page ends the period. */
  next: JournalCursorSchema.nullable(),
});

/** A recipient account's figures for a period: the balances around it and the sums of its entries. */
export const AccountStatementRequestSchema = z.object({ userId: z.string().uuid(), from: calendarDate, to: calendarDate });
export const AccountStatementSummarySchema = z.object({
  accountCode: z.string(),
  /** The booked balance at the start of `from` (00:00 UTC) and at the end of `to` (24:00 UTC), entries taken at their posting's time. */
  openingCents: z.number().int(),
  closingCents: z.number().int(),
  creditCount: z.number().int(),
  creditCents: z.number().int(),
  debitCount: z.number().int(),
  debitCents: z.number().int(),
});
