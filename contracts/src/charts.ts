import type { z } from 'zod';
import type {
  BalancePointSchema,
  RecipientChartsSchema,
  DisbursementWeekSchema,
  KycFunnelStepSchema,
  TicketWeekSchema,
  AdminChartsSchema,
} from './schemas/charts.js';

/** How far back the recipient's balance and spending charts reach by default, and at most. */
export const CHART_DEFAULT_DAYS = 90;
export const CHART_MAX_DAYS = 366;
export const CHART_MIN_DAYS = 7;
/** How many weeks (the current one included) the admin's weekly charts show. */
export const CHART_WEEKS = 12;

/** The kinds of money leaving a recipient's account, each with what reached its destination; `fee` is what the fund kept. */
export const SPENDING_TYPES = ['transfer', 'payment', 'withdrawal', 'fee'] as const;

export type SpendingType = (typeof SPENDING_TYPES)[number];
export type BalancePoint = z.infer<typeof BalancePointSchema>;
export type RecipientCharts = z.infer<typeof RecipientChartsSchema>;

/** The period of a recipient's charts: `days` days ending today (UTC). */
export function chartPeriod(days: number, today: Date = new Date()): { from: string; to: string } {
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** The Mondays (YYYY-MM-DD) of the last `weeks` ISO weeks, oldest first, the current week last. */
export function chartWeeks(weeks: number = CHART_WEEKS, today: Date = new Date()): string[] {
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

export type DisbursementWeek = z.infer<typeof DisbursementWeekSchema>;

/** The KYC funnel's stages, each a subset of the one before: signed up, account approved, documents sent, identity verified. */
export const KYC_FUNNEL_STAGES = ['registered', 'approved', 'documents', 'verified'] as const;

export type KycFunnelStage = (typeof KYC_FUNNEL_STAGES)[number];
export type KycFunnelStep = z.infer<typeof KycFunnelStepSchema>;
export type TicketWeek = z.infer<typeof TicketWeekSchema>;
export type AdminCharts = z.infer<typeof AdminChartsSchema>;

/** One row per week of `weeks` (zeros where `rows` has none), in the order of `weeks`. */
export function fillWeeks<T extends { week: string }>(weeks: readonly string[], rows: readonly T[], empty: (week: string) => T): T[] {
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return weeks.map((week) => byWeek.get(week) ?? empty(week));
}
