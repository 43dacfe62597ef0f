import { z } from 'zod';
import { PROJECT_PAYMENT_CATEGORIES } from './project-payments.js';

/**
 * The figures behind the recipient's and the admin's charts. Amounts are whole cents summed by PostgreSQL;
 * days and weeks are UTC calendar dates (YYYY-MM-DD), weeks start on Monday (ISO weeks).
 */
const cents = z.number().int();
const count = z.number().int().nonnegative();
const isoDate = z.iso.date();

/** How far back the recipient's balance and spending charts reach by default, and at most. */
export const CHART_DEFAULT_DAYS = 90;
export const CHART_MAX_DAYS = 366;
export const CHART_MIN_DAYS = 7;
/** How many weeks (the current one included) the admin's weekly charts show. */
export const CHART_WEEKS = 12;

/** The kinds of money leaving a recipient's account, each with what reached its destination; `fee` is what the fund kept. */
export const SPENDING_TYPES = ['transfer', 'payment', 'withdrawal', 'fee'] as const;
export type SpendingType = (typeof SPENDING_TYPES)[number];

export const RecipientChartsQuerySchema = z.object({
  days: z.coerce.number().int().min(CHART_MIN_DAYS).max(CHART_MAX_DAYS).default(CHART_DEFAULT_DAYS),
});

export const BalancePointSchema = z.object({ date: isoDate, balanceCents: cents });
export type BalancePoint = z.infer<typeof BalancePointSchema>;

export const SpendingByTypeSchema = z.object({ type: z.enum(SPENDING_TYPES), amountCents: cents });
export const SpendingByCategorySchema = z.object({ category: z.enum(PROJECT_PAYMENT_CATEGORIES), amountCents: cents });

/** GET /api/dashboard/charts: the caller's own daily closing balances and spending over the period [from, to]. */
export const RecipientChartsSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** One point per day from `from` to `to`: the balance after the day's last entry (the day before's when none). */
  balance: z.array(BalancePointSchema),
  /** Money out in the period by type, net of returned (failed) moves; every type, zero when none. */
  spendingByType: z.array(SpendingByTypeSchema),
  /** The project payments of the period (not failed) by category: what reached the payee; every category, zero when none. */
  paymentsByCategory: z.array(SpendingByCategorySchema),
});
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

/** The ledger's part of a recipient's charts. */
export const LedgerChartsRequestSchema = z.object({ userId: z.string().uuid(), from: isoDate, to: isoDate });
export const LedgerChartsSchema = RecipientChartsSchema.pick({ balance: true, spendingByType: true });
/** The payments service's part of a recipient's charts. */
export const PaymentCategoriesRequestSchema = LedgerChartsRequestSchema;
export const PaymentCategoriesSchema = z.array(SpendingByCategorySchema);

/** A request for weekly figures from the week starting `from` (a Monday) to now. */
export const WeeklyChartRequestSchema = z.object({ from: isoDate });

/** Money paid out of the grant fund in one week: grant awards and admin additions. */
export const DisbursementWeekSchema = z.object({ week: isoDate, grantCents: cents, adjustmentCents: cents, count });
export type DisbursementWeek = z.infer<typeof DisbursementWeekSchema>;

/** The KYC funnel's stages, each a subset of the one before: signed up, account approved, documents sent, identity verified. */
export const KYC_FUNNEL_STAGES = ['registered', 'approved', 'documents', 'verified'] as const;
export type KycFunnelStage = (typeof KYC_FUNNEL_STAGES)[number];
export const KycFunnelStepSchema = z.object({ stage: z.enum(KYC_FUNNEL_STAGES), count });
export type KycFunnelStep = z.infer<typeof KycFunnelStepSchema>;
export const KycFunnelSchema = z.array(KycFunnelStepSchema);

/** The support tickets opened in one week, by where they stand now (resolved includes closed). */
export const TicketWeekSchema = z.object({ week: isoDate, open: count, inProgress: count, resolved: count });
export type TicketWeek = z.infer<typeof TicketWeekSchema>;

/** GET /api/admin/charts: the admin Overview's charts. */
export const AdminChartsSchema = z.object({
  /** The Mondays of the weeks shown, oldest first. */
  weeks: z.array(isoDate),
  disbursements: z.array(DisbursementWeekSchema),
  kycFunnel: KycFunnelSchema,
  tickets: z.array(TicketWeekSchema),
});
export type AdminCharts = z.infer<typeof AdminChartsSchema>;

/** One row per week of `weeks` (zeros where `rows` has none), in the order of `weeks`. */
export function fillWeeks<T extends { week: string }>(weeks: readonly string[], rows: readonly T[], empty: (week: string) => T): T[] {
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return weeks.map((week) => byWeek.get(week) ?? empty(week));
}
