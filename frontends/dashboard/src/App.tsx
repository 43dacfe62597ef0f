import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { KycMessages, KycTimings, ProfileMessages } from '@portal/contracts';
import { RouteAlert, kycStatusOf, useAuth, useDashboard, useProfile, useSignOut } from '@portal/web-core';
import { Loading, usePageTitle } from '@portal/web-core/ui';
import { parseMoneyTab } from './config/money-tabs';
import { ActionRequiredCard } from './features/kyc/components/ActionRequiredCard';
import { KycRejectedBanner } from './features/kyc/components/KycRejectedBanner';
import { KycResultNoticeView } from './features/kyc/components/KycResultNoticeView';
import { KycScreen } from './features/kyc/components/KycScreen';
import { useKycResultNotice } from './features/kyc/hooks/use-kyc-result-notice';
import { profilePollInterval, type KycView } from './features/kyc/utils/poll-interval';
import { DashboardLayout } from './features/layout/components/DashboardLayout';
import { Sidebar } from './features/layout/components/Sidebar';
import { MoneyTabView } from './features/money-tabs/components/MoneyTabView';
import { Overview } from './features/overview/components/Overview';
import { TransactionHistory } from './features/transactions/components/TransactionHistory';
import { TransferTabView } from './app/TransferTabView';
import './dashboard.css';

/** Rendered by the shell for /dashboard (the tabs withdraw, transfer and transactions come with ?tab=). */
export default function DashboardApp() {
  usePageTitle('Dashboard');
  const { statusRecheckMs } = useAuth();
  const signOut = useSignOut();
  const location = useLocation();
  const [params] = useSearchParams();
  const [view, setView] = useState<KycView>('dashboard');
  const [lockedNotice, setLockedNotice] = useState(false);
  // A menu entry (another ?tab=) leaves the in-place KYC view: the change is seen while rendering.
  const [search, setSearch] = useState(location.search);
  if (search !== location.search) {
    setSearch(location.search);
    setView('dashboard');
    setLockedNotice(false);
  }
  // Everything KYC-dependent (locks, banners, the KYC screen) derives from this polled profile, so an
  // approval unlocks the money entries without a reload.
  const me = useProfile({
    refetchInterval: (query) => profilePollInterval(kycStatusOf(query.state.data), view, statusRecheckMs),
  });
  const dashboard = useDashboard();
  const notice = useKycResultNotice(me.data?.kycStatus, (decision) =>
    view === 'kyc' ? KycTimings.kycScreenResultMs : decision === 'approved' ? KycTimings.dashboardApprovedNoticeMs : KycTimings.dashboardRejectedNoticeMs,
  );

  if (me.isPending) return <Loading label="Loading dashboard…" />;
  if (me.isError || !me.data) {
    return (
      <div className="container">
        <div className="alert alert-error" role="alert">
          {ProfileMessages.userDataIssue}
        </div>
      </div>
    );
  }

  const profile = me.data;
  const restricted = profile.kycStatus !== 'approved';
  const tab = parseMoneyTab(params.get('tab'));
  // A restricted money view already says why; the locked-entry notice is for the other views.
  const showsRestrictedView = view === 'dashboard' && tab !== null && restricted;
  const openKyc = () => {
    setLockedNotice(false);
    setView('kyc');
  };

  let main;
  if (view === 'kyc') main = <KycScreen profile={profile} onBack={() => setView('dashboard')} />;
  else if (tab === 'transactions' && !restricted) main = <TransactionHistory />;
  else if (tab === 'transfer' && !restricted) main = <TransferTabView />;
  else if (tab) main = <MoneyTabView tab={tab} restricted={restricted} />;
  else {
    main = (
      <>
        {profile.kycStatus === 'rejected' && <KycRejectedBanner onResubmit={openKyc} />}
        <ActionRequiredCard status={profile.kycStatus} onOpenKyc={openKyc} />
        <Overview profile={profile} restricted={restricted} />
      </>
    );
  }

  return (
    <DashboardLayout
      sidebar={
        <Sidebar profile={profile} summary={dashboard.data} restricted={restricted} onLogout={() => void signOut('/')} onLocked={() => setLockedNotice(true)} />
      }
    >
      <header className="dsh-head">
        <h1>Welcome, {profile.firstName}</h1>
        <p className="dsh-muted">Here is an overview of your grant account.</p>
      </header>
      <RouteAlert />
      {lockedNotice && restricted && !showsRestrictedView && (
        <div id="kyc-locked-notice" className="alert alert-warning alert-row" role="alert">
          <span>{KycMessages.restricted}</span>
        </div>
      )}
      <KycResultNoticeView notice={notice} />
      {main}
    </DashboardLayout>
  );
}
