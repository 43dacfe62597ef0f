import { usePageTitle } from '@portal/web-core/ui';
import { ADMIN_SITE_TITLE } from '../config/site';
import { DashboardErrorBoundary } from '../features/dashboard/components/DashboardErrorBoundary';
import { DashboardGate } from '../features/dashboard/components/DashboardGate';
import { ApprovalsQueue } from '../features/approvals/components/ApprovalsQueue';
import { FinancialActivity } from '../features/financial/components/FinancialActivity';
import { MoneyMoves } from '../features/financial/components/MoneyMoves';
import { KycManagement } from '../features/kyc/components/KycManagement';
import { TicketsTab } from '../features/tickets/components/TicketsTab';
import { AccountApprovals } from '../features/users/components/AccountApprovals';
import { UsersList } from '../features/users/components/UsersList';
import { RecentWithdrawals } from '../features/withdrawals/components/RecentWithdrawals';

/** /admin/dashboard (and /admin/dashboard-full): four-eyes requests awaiting me, account approvals, financial activity, users; `log` hears every call (debug page). */
export function AdminDashboard({ title = 'Admin Dashboard', pageTitle = title, log }: { title?: string; pageTitle?: string; log?: (line: string) => void }) {
  usePageTitle(pageTitle, ADMIN_SITE_TITLE);
  return (
    <>
      <h1>{title}</h1>
      <DashboardErrorBoundary>
        <DashboardGate>
          <ApprovalsQueue />
          <AccountApprovals log={log} />
          <KycManagement />
          <FinancialActivity log={log}>
            <RecentWithdrawals />
            <MoneyMoves />
          </FinancialActivity>
          <UsersList />
          <TicketsTab />
        </DashboardGate>
      </DashboardErrorBoundary>
    </>
  );
}
