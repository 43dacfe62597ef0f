import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { KycMessages, KycTimings } from '@portal/contracts';
import { useAuth, useDashboard, useMe } from '@portal/web-core';
import { Loading } from './components/Loading';
import { DashboardMessages } from './config/messages';
import { KycResultNoticeView, KycScreen, profilePollInterval, useKycResultNotice, type KycView } from './features/kyc';
import { DashboardLayout, Sidebar } from './features/layout';
import { MoneyTabView } from './app/money-tabs';
import { parseMoneyTab } from './config/money-tabs';
import { Overview } from './features/overview';
import './dashboard.css';

/** Rendered by the shell for /dashboard (the tabs withdraw, transfer and transactions come with ?tab=). */
export default function DashboardApp() {
  const { logout, statusRecheckMs } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [view, setView] = useState<KycView>('dashboard');
  const [lockedNotice, setLockedNotice] = useState(false);
  // Everything KYC-dependent (locks, banners, the KYC screen) derives from this polled profile, so an
  // approval unlocks the money entries without a reload.
  const me = useMe({
    refetchInterval: (query) => profilePollInterval(query.state.data?.kycStatus, view, statusRecheckMs),
  });
  const dashboard = useDashboard();
  const notice = useKycResultNotice(me.data?.kycStatus, (decision) =>
    view === 'kyc' ? KycTimings.kycScreenResultMs : decision === 'approved' ? KycTimings.dashboardApprovedNoticeMs : KycTimings.dashboardRejectedNoticeMs,
  );
  const routeAlert = (location.state as { alert?: string } | null)?.alert;

  useEffect(() => {
    document.title = 'Dashboard | UNSEAF Grant Portal';
  }, []);
  // A menu entry (another ?tab=) leaves the in-place KYC view.
  useEffect(() => {
    setView('dashboard');
    setLockedNotice(false);
  }, [location.search]);

  const onLogout = () => {
    queryClient.clear();
    void logout('/');
  };

  if (me.isPending) return <Loading label="Loading dashboard…" />;
  if (me.isError || !me.data) {
    return (
      <div className="container">
        <div className="alert alert-error" role="alert">
          {DashboardMessages.userDataIssue}
        </div>
      </div>
    );
  }

  const profile = me.data;
  const restricted = profile.kycStatus !== 'approved';
  const tab = parseMoneyTab(params.get('tab'));
  // A restricted money view already says why; the locked-entry notice is for the other views.
  const showsRestrictedView = view === 'dashboard' && tab !== null && restricted;

  return (
    <DashboardLayout
      sidebar={<Sidebar profile={profile} summary={dashboard.data} restricted={restricted} onLogout={onLogout} onLocked={() => setLockedNotice(true)} />}
    >
      <header className="dsh-head">
        <h1>Welcome, {profile.firstName}</h1>
        <p className="dsh-muted">Here is an overview of your grant account.</p>
      </header>
      {routeAlert && (
        <div className="alert alert-warning dsh-banner" role="alert">
          <span>{routeAlert}</span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => navigate(location.pathname + location.search, { replace: true, state: null })}
          >
            Dismiss
          </button>
        </div>
      )}
      {lockedNotice && restricted && !showsRestrictedView && (
        <div id="kyc-locked-notice" className="alert alert-warning dsh-banner" role="alert">
          <span>{KycMessages.restricted}</span>
        </div>
      )}
      <KycResultNoticeView notice={notice} />
      {view === 'kyc' ? (
        <KycScreen profile={profile} onBack={() => setView('dashboard')} />
      ) : tab ? (
        <MoneyTabView tab={tab} restricted={restricted} />
      ) : (
        <Overview
          profile={profile}
          restricted={restricted}
          onOpenKyc={() => {
            setLockedNotice(false);
            setView('kyc');
          }}
        />
      )}
    </DashboardLayout>
  );
}
