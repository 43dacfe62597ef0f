import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@portal/contracts/web';
import { useAfterPaint, useDashboard } from '@portal/web-core';
import { QueryStatus } from '@portal/web-core/ui';
import { ChartBoundary, ChartSkeleton } from '@portal/web-core/chart-skeleton';
import { LatestTransactionsTable } from './LatestTransactionsTable';
import { PastTransactions } from './PastTransactions';
import { SummaryCards } from './SummaryCards';

// The charts and their library load after the dashboard's figures are painted, in a chunk of their own.
const RecipientCharts = lazy(() => import('./RecipientCharts'));

/** The dashboard's figures (spec 1 §2 "User dashboard"): balance and grant cards, the charts, latest credits and debits, past transactions. */
export function Overview({ profile, restricted }: { profile: Profile; restricted: boolean }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const summary = dashboard.data;
  const painted = useAfterPaint();

  return (
    <>
      <QueryStatus query={dashboard} loading={t('dashboard.loading')} errorText={() => t('dashboard.loadFailed')} retryLabel={t('common.retry')} />

      {summary && (
        <>
          <SummaryCards profile={profile} summary={summary} />
          <ChartBoundary
            fallback={
              <p className="alert alert-error" role="alert">
                {t('charts.loadFailed')}
              </p>
            }
          >
            {painted ? (
              <Suspense fallback={<ChartSkeleton label={t('charts.loading')} count={summary.grant ? 4 : 3} />}>
                <RecipientCharts summary={summary} />
              </Suspense>
            ) : (
              <ChartSkeleton label={t('charts.loading')} count={summary.grant ? 4 : 3} />
            )}
          </ChartBoundary>
          <div className="dsh-two">
            <LatestTransactionsTable title={t('dashboard.latestCredits')} rows={summary.latestCredits} />
            <LatestTransactionsTable title={t('dashboard.latestDebits')} rows={summary.latestDebits} />
          </div>
          <PastTransactions rows={summary.recent} restricted={restricted} />
        </>
      )}
    </>
  );
}
