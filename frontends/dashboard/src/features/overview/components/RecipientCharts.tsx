import { useTranslation } from 'react-i18next';
import { PROJECT_PAYMENT_CATEGORIES, quarterlySummary, type DashboardSummary, type RecipientCharts as Charts } from '@portal/contracts/web';
import { QueryStatus } from '@portal/web-core/ui';
import { BarsFigure, LineChartFigure, MetersFigure, useChartFormat, type ChartFormat } from '@portal/web-core/charts';
import { useCharts } from '../api/get-charts';

function BalanceOverTime({ charts, f }: { charts: Charts; f: ChartFormat }) {
  const { t } = useTranslation();
  const values = charts.balance.map((p) => p.balanceCents);
  const summary = t('charts.balanceSummary', {
    from: f.longDay(charts.from),
    to: f.longDay(charts.to),
    first: f.amount(values[0] ?? 0),
    last: f.amount(values.at(-1) ?? 0),
    min: f.amount(values.length ? Math.min(...values) : 0),
    max: f.amount(values.length ? Math.max(...values) : 0),
  });
  return (
    <LineChartFigure
      title={t('charts.balanceTitle')}
      summary={summary}
      points={charts.balance.map((p) => ({ x: p.date, y: p.balanceCents }))}
      xHeading={t('charts.date')}
      yHeading={t('charts.balance')}
      formatTick={f.day}
      formatX={f.longDay}
      formatY={f.amount}
      formatAxisY={f.axisAmount}
    />
  );
}

function SpendingByType({ charts, f }: { charts: Charts; f: ChartFormat }) {
  const { t } = useTranslation();
  const bars = charts.spendingByType.map((s) => ({ label: t(`charts.type_${s.type}`), value: s.amountCents }));
  const total = charts.spendingByType.reduce((sum, s) => sum + s.amountCents, 0);
  const summary = t('charts.spendingSummary', {
    from: f.longDay(charts.from),
    to: f.longDay(charts.to),
    total: f.amount(total),
    parts: f.list(bars.map((b) => `${b.label} ${f.amount(b.value)}`)),
  });
  return (
    <BarsFigure
      title={t('charts.spendingTitle')}
      summary={summary}
      bars={bars}
      labelHeading={t('charts.type')}
      valueHeading={t('charts.amount')}
      formatValue={f.amount}
      formatAxis={f.axisAmount}
    />
  );
}

function PaymentsByCategory({ charts, f }: { charts: Charts; f: ChartFormat }) {
  const { t } = useTranslation();
  const amounts = new Map(charts.paymentsByCategory.map((c) => [c.category, c.amountCents]));
  const bars = PROJECT_PAYMENT_CATEGORIES.map((category) => ({ label: t(`projectPayments.category_${category}`), value: amounts.get(category) ?? 0 }));
  const paid = bars.filter((b) => b.value > 0);
  const period = { from: f.longDay(charts.from), to: f.longDay(charts.to) };
  const summary = paid.length
    ? t('charts.categoriesSummary', { ...period, parts: f.list(paid.map((b) => `${b.label} ${f.amount(b.value)}`)) })
    : t('charts.categoriesEmpty', period);
  return (
    <BarsFigure
      title={t('charts.categoriesTitle')}
      summary={summary}
      bars={bars}
      labelHeading={t('charts.category')}
      valueHeading={t('charts.amount')}
      formatValue={f.amount}
      formatAxis={f.axisAmount}
    />
  );
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Grant used against the award and the current quarter's withdrawals against its limit, from the dashboard's own figures. */
function GrantAndQuarter({ grant, f }: { grant: NonNullable<DashboardSummary['grant']>; f: ChartFormat }) {
  const { t } = useTranslation();
  const quarter = quarterlySummary({
    totalCents: grant.totalCents,
    startDate: grant.startDate,
    usedCents: grant.quarterUsedCents,
    balanceCents: grant.currentBalanceCents,
    today: todayUtc(),
  });
  const grantUsed = Math.max(0, grant.totalCents - grant.currentBalanceCents);
  const meters = [
    { label: t('charts.grantUsed'), used: grantUsed, total: grant.totalCents },
    { label: t('charts.quarterUsed', { quarter: quarter.currentQuarterLabel }), used: quarter.currentQuarterUsed, total: quarter.currentQuarterLimit },
  ];
  const summary = t('charts.limitsSummary', {
    grantUsed: f.amount(grantUsed),
    award: f.amount(grant.totalCents),
    grantPercent: f.percent(grantUsed, grant.totalCents),
    quarter: quarter.currentQuarterLabel,
    quarterUsed: f.amount(quarter.currentQuarterUsed),
    quarterLimit: f.amount(quarter.currentQuarterLimit),
    quarterPercent: f.percent(quarter.currentQuarterUsed, quarter.currentQuarterLimit),
  });
  return (
    <MetersFigure
      title={t('charts.limitsTitle')}
      summary={summary}
      meters={meters}
      labelHeading={t('charts.measure')}
      usedHeading={t('charts.used')}
      totalHeading={t('charts.of')}
      shareHeading={t('charts.share')}
      formatValue={f.amount}
      formatShare={f.percent}
      describe={(m) => t('charts.usedOf', { used: f.amount(m.used), total: f.amount(m.total) })}
    />
  );
}

/**
 * The recipient's charts (loaded lazily with the chart library): balance over time, spending by type, project
 * payments by category, and the grant and quarter bars, each with its summary and data table.
 */
export default function RecipientCharts({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const f = useChartFormat();
  const charts = useCharts();
  return (
    <section className="dsh-charts" aria-label={t('charts.region')} data-testid="recipient-charts">
      <QueryStatus query={charts} loading={t('charts.loading')} errorText={() => t('charts.loadFailed')} retryLabel={t('common.retry')} />
      {charts.data && (
        <div className="chart-grid">
          <BalanceOverTime charts={charts.data} f={f} />
          {summary.grant && <GrantAndQuarter grant={summary.grant} f={f} />}
          <SpendingByType charts={charts.data} f={f} />
          <PaymentsByCategory charts={charts.data} f={f} />
        </div>
      )}
    </section>
  );
}
