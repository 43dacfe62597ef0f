import { useTranslation } from 'react-i18next';
import type { AdminCharts as Charts } from '@portal/contracts/web';
import { QueryStatus } from '@portal/web-core/ui';
import { BarsFigure, StackedBarsFigure, useChartFormat, type ChartFormat } from '@portal/web-core/charts';
import { useAdminCharts } from '../api/get-charts';

function Disbursements({ charts, f }: { charts: Charts; f: ChartFormat }) {
  const { t } = useTranslation();
  const totals = charts.disbursements.map((d) => ({ week: d.week, cents: d.grantCents + d.adjustmentCents }));
  const peak = totals.reduce((best, w) => (w.cents > best.cents ? w : best), totals[0] ?? { week: charts.weeks[0] ?? '', cents: 0 });
  const summary = t('charts.disbursementsSummary', {
    weeks: charts.weeks.length,
    from: f.longDay(charts.weeks[0] ?? ''),
    total: f.amount(totals.reduce((sum, w) => sum + w.cents, 0)),
    peakWeek: f.longDay(peak.week),
    peak: f.amount(peak.cents),
  });
  return (
    <StackedBarsFigure
      title={t('charts.disbursementsTitle')}
      summary={summary}
      columns={charts.disbursements.map((d) => ({ x: d.week, values: { grants: d.grantCents, additions: d.adjustmentCents } }))}
      series={[
        { key: 'grants', label: t('charts.grants') },
        { key: 'additions', label: t('charts.additions') },
      ]}
      xHeading={t('charts.week')}
      totalHeading={t('charts.total')}
      formatTick={f.day}
      formatX={f.longDay}
      formatValue={f.amount}
      formatAxis={f.axisAmount}
    />
  );
}

function KycFunnel({ charts, f }: { charts: Charts; f: ChartFormat }) {
  const { t } = useTranslation();
  const bars = charts.kycFunnel.map((s) => ({ label: t(`charts.stage_${s.stage}`), value: s.count }));
  return (
    <BarsFigure
      title={t('charts.funnelTitle')}
      summary={t('charts.funnelSummary', { parts: f.list(bars.map((b) => `${b.label} ${f.count(b.value)}`)) })}
      bars={bars}
      labelHeading={t('charts.stage')}
      valueHeading={t('charts.recipients')}
      formatValue={f.count}
      formatAxis={f.count}
    />
  );
}

function TicketBacklog({ charts, f }: { charts: Charts; f: ChartFormat }) {
  const { t } = useTranslation();
  const sum = (key: 'open' | 'inProgress' | 'resolved') => charts.tickets.reduce((total, w) => total + w[key], 0);
  const [open, inProgress, resolved] = [sum('open'), sum('inProgress'), sum('resolved')];
  const summary = t('charts.ticketsSummary', {
    weeks: charts.weeks.length,
    from: f.longDay(charts.weeks[0] ?? ''),
    total: f.count(open + inProgress + resolved),
    open: f.count(open),
    inProgress: f.count(inProgress),
    resolved: f.count(resolved),
  });
  return (
    <StackedBarsFigure
      title={t('charts.ticketsTitle')}
      summary={summary}
      columns={charts.tickets.map((w) => ({ x: w.week, values: { open: w.open, inProgress: w.inProgress, resolved: w.resolved } }))}
      series={[
        { key: 'open', label: t('charts.open') },
        { key: 'inProgress', label: t('charts.inProgress') },
        { key: 'resolved', label: t('charts.resolved') },
      ]}
      xHeading={t('charts.week')}
      totalHeading={t('charts.total')}
      formatTick={f.day}
      formatX={f.longDay}
      formatValue={f.count}
      formatAxis={f.count}
    />
  );
}

/** The admin Overview's charts (loaded lazily with the chart library): disbursements per week, the KYC funnel, the ticket backlog. */
export default function AdminCharts() {
  const { t } = useTranslation();
  const f = useChartFormat();
  const charts = useAdminCharts();
  return (
    <section aria-label={t('charts.region')} data-testid="admin-charts">
      <QueryStatus query={charts} loading={t('charts.loading')} errorText={() => t('charts.loadFailed')} retryLabel={t('common.retry')} />
      {charts.data && (
        <div className="chart-grid">
          <Disbursements charts={charts.data} f={f} />
          <KycFunnel charts={charts.data} f={f} />
          <TicketBacklog charts={charts.data} f={f} />
        </div>
      )}
    </section>
  );
}
