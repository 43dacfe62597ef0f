import type { z } from 'zod';
import type {
  TransactionViewSchema,
  GrantViewSchema,
  DashboardSummarySchema,
  AwardGrantBodySchema,
  OpenGrantRequestSchema,
  AdjustBalanceRequestSchema,
  AdjustBalanceResultSchema,
  TransactionPageSchema,
  ListTransactionsRequestSchema,
} from './schemas/ledger.js';

export const IdempotencyKeyMessages = {
  noColon: 'An idempotency key may not contain ":"',
} as const;

/**
 * The posting key of an admin's direct award or adjustment: a client's key in that admin's namespace
 * (`admin:<admin id>:<key>`), so two admins' keys never meet and no client key names an internal one; a key
 * the platform made (with ':') stays as it is.
 */
export function adminPostingKey(actorId: string, key: string): string {
  return key.includes(':') ? key : `admin:${actorId}:${key}`;
}

export type TransactionView = z.infer<typeof TransactionViewSchema>;
export type GrantView = z.infer<typeof GrantViewSchema>;
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export const DASHBOARD_LIST_SIZES = { latestCredits: 5, latestDebits: 5, recent: 10 } as const;

export const GRANT_TITLE_MAX_LENGTH = 200;

export const GrantMessages = {
  awarded: 'Grant awarded successfully!',
  alreadyAwarded: 'This recipient already has a grant',
  notApproved: 'A grant can only be awarded to an approved recipient',
  titleRequired: 'Grant title is required',
  validAmount: 'Please enter a valid amount',
  validStartDate: 'Please enter a valid start date',
  adminRequired: 'A grant is awarded by an admin: this request names none.',
} as const;

export type AwardGrantBody = z.infer<typeof AwardGrantBodySchema>;
export type OpenGrantRequest = z.infer<typeof OpenGrantRequestSchema>;

export const AdminAdjustMessages = {
  insufficientForDeduction: 'Insufficient balance for deduction',
  validAmount: 'Please enter a valid amount',
} as const;

export const ADJUST_FUNDS_DESCRIPTION_MAX_LENGTH = 200;
export const healMessage = (count: number) => `Successfully fixed ${count} duplicate transaction numbers. The system is now consistent.`;

export type AdjustBalanceRequest = z.infer<typeof AdjustBalanceRequestSchema>;
export type AdjustBalanceResult = z.infer<typeof AdjustBalanceResultSchema>;

export const TRANSACTION_CATEGORIES = ['grant', 'fee', 'transfer', 'withdrawal', 'payment', 'adjustment'] as const;
export const TRANSACTION_SEARCH_MAX_LENGTH = 100;
/** The most transactions one page of the history answers. */
export const TRANSACTIONS_PAGE_MAX = 100;
/** The rows of one page when the caller names no size (the screen's page). */
export const TRANSACTIONS_PAGE_DEFAULT = 50;
/** Rows the CSV export reads per call while it streams the whole history (one answer must fit in a NATS message). */
export const TRANSACTIONS_EXPORT_PAGE_ROWS = 1_000;

/**
 * Where a page of the history ends: the last row's time (epoch milliseconds, the ledger keeps milliseconds) and
 * entry id, the order of the history, written `<ms>.<id>`. Every text of that shape is a place in the history, so
 * the published schema states exactly what the server takes. It names no account: the owner always comes from
 * the caller's token, so a cursor, made up or another's, never reaches another recipient's rows.
 */
export interface TransactionCursor {
  atMs: number;
  id: string;
}
/** At most 15 digits of milliseconds (a valid date) and 18 of id (within PostgreSQL's bigint). */
export const TRANSACTION_CURSOR_PATTERN = /^(\d{1,15})\.(\d{1,18})$/;

export function encodeTransactionCursor(cursor: TransactionCursor): string {
  return `${cursor.atMs}.${cursor.id}`;
}

/** The place `code` names, or null when it is not a cursor. */
export function decodeTransactionCursor(code: string): TransactionCursor | null {
  const parts = TRANSACTION_CURSOR_PATTERN.exec(code);
  return parts ? { atMs: Number(parts[1]), id: String(BigInt(parts[2]!)) } : null;
}

export const TransactionMessages = {
  invalidCursor: 'This page link is not valid: start again from the first page',
} as const;

export type TransactionPage = z.infer<typeof TransactionPageSchema>;
export type ListTransactionsRequest = z.input<typeof ListTransactionsRequestSchema>;
