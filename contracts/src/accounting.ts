import type { z } from 'zod';
import type {
  AccountingPeriodSchema,
  JournalCursorSchema,
  JournalPageRequestSchema,
  JournalLineSchema,
  JournalPageSchema,
  AccountStatementSummarySchema,
} from './schemas/accounting.js';

/** The currency every ledger amount is kept in (integer cents). */
export const LEDGER_CURRENCY = 'USD';

/** Lines read per call when an export walks a period (one answer must fit in a NATS message). */
export const ACCOUNTING_PAGE_ROWS = 1_000;

export const AccountingMessages = {
  dates: 'Dates are YYYY-MM-DD',
  fromAfterTo: 'from must not be after to',
} as const;

export type AccountingPeriod = z.output<typeof AccountingPeriodSchema>;
export type JournalCursor = z.output<typeof JournalCursorSchema>;
export type JournalPageRequest = z.input<typeof JournalPageRequestSchema>;
export type JournalLine = z.output<typeof JournalLineSchema>;
export type JournalPage = z.output<typeof JournalPageSchema>;
export type AccountStatementSummary = z.output<typeof AccountStatementSummarySchema>;
