import { Suspense, lazy, useState } from 'react';
import { useLocation, useSearchParams } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { KycTimings } from '@portal/contracts/web';
import { RouteAlert, kycStatusOf, useAuth, useProfile } from '@portal/web-core';
import { PageHeader, Skeleton, usePageTitle } from '@portal/web-core/ui';
import { parseMoneyTab } from './config/money-tabs';
import { ActionRequiredCard } from './features/kyc/components/ActionRequiredCard';
import { KycRejectedBanner } from './features/kyc/components/KycRejectedBanner';
import { KycResultNoticeView } from './features/kyc/components/KycResultNoticeView';
import { useKycResultNotice } from './features/kyc/hooks/use-kyc-result-notice';
import { profilePollInterval, type KycView } from './features/kyc/utils/poll-interval';
import { Overview } from './features/overview/components/Overview';
import './dashboard.css';

// The overview is what /dashboard opens on: the other views load when first shown, so the first render of the
// dashboard waits only for the overview's code.
const KycScreen = lazy(() => import('./features/kyc/components/KycScreen').then((m) => ({ default: m.KycScreen })));
const MoneyTabView = lazy(() => import('./features/money-tabs/components/MoneyTabView').then((m) => ({ default: m.MoneyTabView })));
const MyGrant = lazy(() => import('./features/my-grant/components/MyGrant').then((m) => ({ default: m.MyGrant })));
const MonthlyStatements = lazy(() => import('./features/statements/components/MonthlyStatements').then((m) => ({ default: m.MonthlyStatements })));
const TransactionHistory = lazy(() => import('./features/transactions/components/TransactionHistory').then((m) => ({ default: m.TransactionHistory })));
const TransferTabView = lazy(() => import('./app/TransferTabView').then((m) => ({ default: m.TransferTabView })));

/** Rendered by the shell inside its frame for /dashboard (the tabs withdraw, transfer and transactions come with ?tab=). */
export default function DashboardApp() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const { statusRecheckMs } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const [view, setView] = useState<KycView>('dashboard');
  // A menu entry (another ?tab=) leaves the in-place KYC view: the change is seen while rendering.
  const [search, setSearch] = useState(location.search);
  if (search !== location.search) {
    setSearch(location.search);
    setView('dashboard');
  }
  // Everything KYC-dependent (locks, banners, the KYC screen) derives from this polled profile, so an
  // approval unlocks the money entries without a reload.
  const me = useProfile({
    refetchInterval: (query) => profilePollInterval(kycStatusOf(query.state.data), view, statusRecheckMs),
  });
  const notice = useKycResultNotice(me.data?.kycStatus, (decision) =>
    view === 'kyc' ? KycTimings.kycScreenResultMs : decision === 'approved' ? KycTimings.dashboardApprovedNoticeMs : KycTimings.dashboardRejectedNoticeMs,
  );

  if (me.isPending) return <Skeleton label={t('dashboard.loading')} />;
  if (me.isError || !me.data) {
    return (
      <div className="alert alert-error" role="alert">
        {t('shell.userDataIssue')}
      </div>
    );
  }

  const profile = me.data;
  const restricted = profile.kycStatus !== 'approved';
  const tab = parseMoneyTab(params.get('tab'));
  const openKyc = () => setView('kyc');

  let main;
  if (view === 'kyc') main = <KycScreen profile={profile} onBack={() => setView('dashboard')} />;
  else if (params.get('tab') === 'grant') main = <MyGrant />;
  else if (tab === 'transactions' && !restricted) {
    main = (
      <>
        <TransactionHistory />
        <MonthlyStatements profile={profile} />
      </>
    );
  } else if (tab === 'transfer' && !restricted) main = <TransferTabView />;
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
    <>
      <PageHeader title={t('dashboard.welcome', { firstName: profile.firstName })} description={t('dashboard.intro')} />
      <RouteAlert />
      <KycResultNoticeView notice={notice} />
      <Suspense fallback={<Skeleton label={t('dashboard.loading')} />}>{main}</Suspense>
    </>
  );
}
