import type { z } from 'zod';
import type { MonthlyStatementSchema, StatementReadyEventSchema } from './schemas/statements.js';

export const StatementMessages = {
  month: 'A month is YYYY-MM',
  pastMonthOnly: 'A statement is available once its month has ended',
} as const;

export type MonthlyStatement = z.output<typeof MonthlyStatementSchema>;

/** A month counted from year 0 (year × 12 + month index) as `YYYY-MM`. */
const monthOfIndex = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** How many past months the dashboard lists statements for (older ones stay available through the API). */
export const STATEMENT_MONTHS_LISTED = 24;

/**
 * The months a recipient has statements for, newest first: from the month their account was opened to the
 * last month that has ended (a statement is only made once its month is over), at most `limit` of them.
 */
export function statementMonths(openedAt: string, now: Date, limit = STATEMENT_MONTHS_LISTED): string[] {
  const opened = new Date(openedAt);
  if (Number.isNaN(opened.getTime())) return [];
  const first = opened.getUTCFullYear() * 12 + opened.getUTCMonth();
  const months: string[] = [];
  for (let index = now.getUTCFullYear() * 12 + now.getUTCMonth() - 1; index >= first && months.length < limit; index--) {
    months.push(monthOfIndex(index));
  }
  return months;
}

export type StatementReadyEvent = z.infer<typeof StatementReadyEventSchema>;

/** The month before the one `now` is in (UTC): the last month that has ended. */
export function lastEndedMonth(now: Date): string {
  return monthOfIndex(now.getUTCFullYear() * 12 + now.getUTCMonth() - 1);
}

/** The month's first instant and the first instant after it (UTC), e.g. 2026-02 → 2026-02-01T00:00Z, 2026-03-01T00:00Z. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, m - 1, 1)), end: new Date(Date.UTC(year, m, 1)) };
}

/** The month's first and last days (UTC), e.g. 2026-02 → 2026-02-01 … 2026-02-28. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
