import { useTranslation } from 'react-i18next';
import { formatUsd, type DashboardSummary, type Profile } from '@portal/contracts/web';

/** Available balance, grant name and number, Pending Withdrawals total, Today Transactions count. */
export function SummaryCards({ profile, summary }: { profile: Profile; summary: DashboardSummary }) {
  const { t } = useTranslation();
  return (
    <div className="dsh-cards">
      <section className="card dsh-balance" aria-labelledby="dsh-balance-title">
        <h2 id="dsh-balance-title">{t('dashboard.availableBalance')}</h2>
        <p className="dsh-amount" data-testid="available-balance">
          {formatUsd(summary.balanceCents)}
        </p>
        <p className="dsh-muted">{t('dashboard.account', { accountNumber: profile.accountNumber })}</p>
      </section>
      <section className="card" aria-labelledby="dsh-grant-title">
        <h2 id="dsh-grant-title">{summary.grant?.title ?? t('dashboard.yourGrant')}</h2>
        <p className="dsh-muted">{t('dashboard.grantNumber')}</p>
        <p className="dsh-strong">{profile.grantNumber}</p>
        {summary.grant && <p className="dsh-muted">{t('dashboard.totalAward', { amount: formatUsd(summary.grant.totalCents) })}</p>}
      </section>
      <section className="card" aria-labelledby="dsh-pending-title">
        <h2 id="dsh-pending-title">{t('dashboard.pendingWithdrawals')}</h2>
        <p className="dsh-amount dsh-amount-sm">{formatUsd(summary.pendingWithdrawalsCents)}</p>
      </section>
      <section className="card" aria-labelledby="dsh-today-title">
        <h2 id="dsh-today-title">{t('dashboard.todayTransactions')}</h2>
        <p className="dsh-amount dsh-amount-sm">{summary.todayTransactionCount}</p>
      </section>
    </div>
  );
}
