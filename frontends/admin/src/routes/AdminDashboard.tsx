import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Api, type BrowserRoute } from '@portal/contracts/web';
import { useMayCallRule } from '@portal/web-core';
import { useSearchParams } from '@portal/web-core/router';
import { Tabs, usePageTitle } from '@portal/web-core/ui';
import { ADMIN_SITE_TITLE } from '../config/site';
import { DashboardErrorBoundary } from '../features/dashboard/components/DashboardErrorBoundary';
import { DashboardGate } from '../features/dashboard/components/DashboardGate';
import { ApprovalsQueue } from '../features/approvals/components/ApprovalsQueue';
import { AuditLog } from '../features/audit/components/AuditLog';
import { FinancialActivity } from '../features/financial/components/FinancialActivity';
import { MoneyMoves } from '../features/financial/components/MoneyMoves';
import { RecentActivity } from '../features/financial/components/RecentActivity';
import { KycManagement } from '../features/kyc/components/KycManagement';
import { TicketsTab } from '../features/tickets/components/TicketsTab';
import { OverviewTab } from '../features/overview/components/OverviewTab';
import { useOverview } from '../features/overview/api/get-overview';
import { AccountApprovals } from '../features/users/components/AccountApprovals';
import { GrantConflicts } from '../features/users/components/GrantConflicts';
import { UsersList } from '../features/users/components/UsersList';
import { RecentWithdrawals } from '../features/withdrawals/components/RecentWithdrawals';
import { PayoutsTab } from '../features/payouts/components/PayoutsTab';

/**
 * The dashboard's tabs (spec 2 §2.9), in order; the selected one is kept in the address (`?tab=`), so
 * a tab can be linked and a status change can jump to one. Adding a tab is one entry here.
 */
export const ADMIN_TABS = ['overview', 'approvals', 'users', 'kyc', 'financial', 'payouts', 'conflicts', 'tickets', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The route each tab opens with: a tab is shown to the callers whose roles may call it (the contracts' staffMayCall). */
const TAB_ROUTES: Record<AdminTab, BrowserRoute> = {
  overview: Api.adminUsers.overview,
  approvals: Api.admin.users,
  users: Api.adminUsers.directory,
  kyc: Api.admin.kycRequests,
  financial: Api.admin.recentActivity,
  payouts: Api.adminPayouts.batches,
  conflicts: Api.adminUsers.grantConflicts,
  tickets: Api.admin.tickets,
  audit: Api.adminUsers.audit,
};

const badge = (label: string, count: number | undefined) => (count ? `${label} (${count})` : label);

/** /admin/dashboard (and /admin/dashboard-full): four-eyes requests awaiting me, then the tabs; `log` hears every call (debug page). */
export function AdminDashboard({ title = 'Admin Dashboard', pageTitle = title, log }: { title?: string; pageTitle?: string; log?: (line: string) => void }) {
  usePageTitle(pageTitle, ADMIN_SITE_TITLE);
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mayCall = useMayCallRule();
  const shown = ADMIN_TABS.filter((id) => mayCall(TAB_ROUTES[id]));
  const requested = params.get('tab') as AdminTab | null;
  const tab: AdminTab = requested && shown.includes(requested) ? requested : (shown[0] ?? 'overview');
  // The badges come from the Overview's figures (one aggregate call, refreshed after every change).
  const overview = useOverview();
  const tabs: Record<AdminTab, { label: string; panel: () => ReactNode }> = {
    overview: { label: 'Overview', panel: () => <OverviewTab /> },
    approvals: { label: badge('Account Approvals', overview.data?.pendingAccounts), panel: () => <AccountApprovals log={log} /> },
    users: { label: 'Users', panel: () => <UsersList /> },
    kyc: { label: 'KYC Management', panel: () => <KycManagement /> },
    financial: {
      label: 'Financial Activity',
      panel: () => (
        <FinancialActivity log={log}>
          <RecentActivity />
          <RecentWithdrawals />
          <MoneyMoves />
        </FinancialActivity>
      ),
    },
    payouts: { label: t('adminPayouts.tab'), panel: () => <PayoutsTab /> },
    conflicts: { label: badge('Grant Conflicts', overview.data?.grantConflicts), panel: () => <GrantConflicts /> },
    tickets: { label: 'Tickets', panel: () => <TicketsTab /> },
    audit: { label: 'Audit Log', panel: () => <AuditLog /> },
  };
  return (
    <>
      <h1>{title}</h1>
      <DashboardErrorBoundary>
        <DashboardGate>
          {mayCall(Api.admin.approvals) && <ApprovalsQueue />}
          <Tabs
            label="Admin dashboard"
            idPrefix="adm"
            tabs={shown.map((id) => ({ id, label: tabs[id].label }))}
            selected={tab}
            onSelect={(id) => setParams({ tab: id }, { replace: true })}
            panel="plain"
          >
            {tabs[tab].panel()}
          </Tabs>
        </DashboardGate>
      </DashboardErrorBoundary>
    </>
  );
}
