// The zod schemas of charts.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { CHART_MIN_DAYS, CHART_MAX_DAYS, CHART_DEFAULT_DAYS, SPENDING_TYPES, KYC_FUNNEL_STAGES } from '../charts.js';
import { PROJECT_PAYMENT_CATEGORIES } from '../project-payments.js';

/**
 * The figures behind the recipient's and the admin's charts. Amounts are whole cents summed by PostgreSQL;
 * days and weeks are UTC calendar dates (YYYY-MM-DD), weeks start on Monday (ISO weeks).
 */
const cents = z.number().int();
const count = z.number().int().nonnegative();
const isoDate = z.iso.date();

export const RecipientChartsQuerySchema = z.object({
  days: z.coerce.number().int().min(CHART_MIN_DAYS).max(CHART_MAX_DAYS).default(CHART_DEFAULT_DAYS),
});

export const BalancePointSchema = z.object({ date: isoDate, balanceCents: cents });

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
export const KycFunnelStepSchema = z.object({ stage: z.enum(KYC_FUNNEL_STAGES), count });
export const KycFunnelSchema = z.array(KycFunnelStepSchema);

/** The support tickets opened in one week, by where they stand now (resolved includes closed). */
export const TicketWeekSchema = z.object({ week: isoDate, open: count, inProgress: count, resolved: count });

/** GET /api/admin/charts: the admin Overview's charts. */
export const AdminChartsSchema = z.object({
  /** The Mondays of the weeks shown, oldest first. */
  weeks: z.array(isoDate),
  disbursements: z.array(DisbursementWeekSchema),
  kycFunnel: KycFunnelSchema,
  tickets: z.array(TicketWeekSchema),
});
