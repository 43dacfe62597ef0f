import type { Profile } from '@portal/contracts';
import { useDashboard } from '@portal/web-core';
import { Loading } from '../../components/Loading';
import { DashboardMessages } from '../../config/messages';
import { ActionRequiredCard, KycRejectedBanner } from '../kyc';
import { PastTransactions } from './PastTransactions';
import { SummaryCards } from './SummaryCards';
import { TransactionsTable } from './TransactionsTable';

/** The dashboard's main view (spec 1 §2 "User dashboard"). */
export function Overview({ profile, restricted, onOpenKyc }: { profile: Profile; restricted: boolean; onOpenKyc: () => void }) {
  const dashboard = useDashboard();
  const summary = dashboard.data;

  return (
    <>
      {profile.kycStatus === 'rejected' && <KycRejectedBanner onResubmit={onOpenKyc} />}
      <ActionRequiredCard status={profile.kycStatus} onOpenKyc={onOpenKyc} />

      {dashboard.isError && (
        <div className="alert alert-error dsh-banner" role="alert">
          <span>{DashboardMessages.loadFailed}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void dashboard.refetch()}>Retry</button>
        </div>
      )}

      {dashboard.isPending && <Loading label="Loading dashboard…" />}

      {summary && (
        <>
          <SummaryCards profile={profile} summary={summary} />
          <div className="dsh-two">
            <TransactionsTable title="Latest Credits" rows={summary.latestCredits} empty="Data not found" />
            <TransactionsTable title="Latest Debits" rows={summary.latestDebits} empty="Data not found" />
          </div>
          <PastTransactions rows={summary.recent} restricted={restricted} />
        </>
      )}
    </>
  );
}
