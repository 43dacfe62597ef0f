import type { Profile } from '@portal/contracts';
import { useDashboard } from '@portal/web-core';
import { QueryStatus } from '@portal/web-core/ui';
import { LatestTransactionsTable } from './LatestTransactionsTable';
import { PastTransactions } from './PastTransactions';
import { SummaryCards } from './SummaryCards';

const LOAD_FAILED = 'Failed to load dashboard data';

/** The dashboard's figures (spec 1 §2 "User dashboard"): balance and grant cards, latest credits and debits, past transactions. */
export function Overview({ profile, restricted }: { profile: Profile; restricted: boolean }) {
  const dashboard = useDashboard();
  const summary = dashboard.data;

  return (
    <>
      <QueryStatus query={dashboard} loading="Loading dashboard…" errorText={() => LOAD_FAILED} />

      {summary && (
        <>
          <SummaryCards profile={profile} summary={summary} />
          <div className="dsh-two">
            <LatestTransactionsTable title="Latest Credits" rows={summary.latestCredits} empty="Data not found" />
            <LatestTransactionsTable title="Latest Debits" rows={summary.latestDebits} empty="Data not found" />
          </div>
          <PastTransactions rows={summary.recent} restricted={restricted} />
        </>
      )}
    </>
  );
}
