import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_USER, formatUsd, maskAccountNumber } from '@portal/contracts/web';
import { formatDateTime } from '@portal/web-core';
import { QueryStatus, StatusBadge, DataTable, type DataTableColumn } from '@portal/web-core/ui';
import { ChartBoundary, ChartSkeleton } from '@portal/web-core/chart-skeleton';
import { useOverview } from '../api/get-overview';

// The charts and their library load in a chunk of their own, after the tab's first paint.
const AdminCharts = lazy(() => import('./AdminCharts'));

const RECENT_COLUMNS: DataTableColumn[] = ['ID', 'User', 'Type', 'Description', 'Reference', 'Amount', 'Post Balance', 'Date'];

function Card({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="card adm-stat" data-stat={label}>
      <p className="adm-stat-label">{label}</p>
      <p className="adm-stat-value">{value}</p>
      {detail && <p className="adm-muted">{detail}</p>}
    </div>
  );
}

/** Overview (spec 2 §2.9): the charts, the cards and the recent-transactions table. */
export function OverviewTab() {
  const { t } = useTranslation();
  const overview = useOverview();
  const o = overview.data;
  return (
    <section aria-labelledby="adm-overview-title">
      <h2 id="adm-overview-title">Overview</h2>
      <ChartBoundary
        fallback={
          <p className="alert alert-error" role="alert">
            {t('charts.loadFailed')}
          </p>
        }
      >
        <Suspense fallback={<ChartSkeleton label={t('charts.loading')} count={3} />}>
          <AdminCharts />
        </Suspense>
      </ChartBoundary>
      <QueryStatus query={overview} loading="Loading statistics…" errorText={(error) => `Failed to fetch statistics: ${error.message}`} />
      {o && (
        <>
          <div className="adm-stats">
            <Card label="Total Users" value={String(o.totalUsers)} />
            <Card label="Active Users" value={String(o.activeUsers)} />
            <Card label="Total Balance" value={formatUsd(o.totalBalanceCents)} />
            <Card label="Pending Accounts" value={String(o.pendingAccounts)} />
            <Card label="Pending KYC" value={String(o.pendingKyc)} />
            <Card label="Transactions" value={String(o.transactions.count)} detail={formatUsd(o.transactions.volumeCents)} />
            <Card label="Transfers" value={String(o.transfers.count)} detail={formatUsd(o.transfers.volumeCents)} />
            <Card label="Withdrawals" value={String(o.withdrawals.count)} detail={formatUsd(o.withdrawals.volumeCents)} />
            <Card label="Total Volume" value={formatUsd(o.totalVolumeCents)} />
            <Card label="Average Transaction" value={formatUsd(o.averageTransactionCents)} />
            <Card label="Activity Rate" value={o.activityRate.toFixed(2)} detail="transactions and transfers per active user" />
          </div>
          <h3>Recent Transactions</h3>
          {o.recentTransactions.length === 0 ? (
            <p className="adm-empty">No transactions yet.</p>
          ) : (
            <DataTable
              label="Recent transactions"
              columns={RECENT_COLUMNS}
              rows={o.recentTransactions}
              renderRow={(t) => (
                <tr key={t.id}>
                  <td data-label="ID" className="adm-mono">
                    {t.transactionNumber}
                  </td>
                  <td data-label="User">
                    <strong>{t.user?.fullName ?? UNKNOWN_USER}</strong>
                    {t.user && (
                      <>
                        <br />
                        <span className="adm-muted adm-break">{t.user.email}</span>
                        <br />
                        <span className="adm-mono">{maskAccountNumber(t.user.accountNumber)}</span>
                      </>
                    )}
                  </td>
                  <td data-label="Type">
                    <StatusBadge tone={t.type === 'credit' ? 'success' : 'warning'}>{t.type === 'credit' ? 'Credit' : 'Debit'}</StatusBadge>
                  </td>
                  <td data-label="Description">{t.description}</td>
                  <td data-label="Reference">{t.reference ?? '—'}</td>
                  <td data-label="Amount">{(t.type === 'debit' ? '−' : '+') + formatUsd(t.amountCents)}</td>
                  <td data-label="Post Balance">{formatUsd(t.postBalanceCents)}</td>
                  <td data-label="Date">{formatDateTime(t.createdAt)}</td>
                </tr>
              )}
            />
          )}
        </>
      )}
    </section>
  );
}
