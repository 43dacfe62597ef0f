import { Link, useSearchParams } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/Icons';
import { MONEY_TABS, type MoneyTab } from '../../../config/money-tabs';

/** The spec's KYC alert of each money view (spec 2 §2.3-§2.6, §8): project payments are views under Transfer. */
function kycAlertKey(tab: MoneyTab, view: string | null) {
  if (tab === 'withdraw') return 'kyc.requiredWithdrawals' as const;
  if (tab === 'transactions') return 'kyc.requiredTransactions' as const;
  return view === 'new_payment' || view === 'payment_history' ? ('kyc.requiredProjectPayments' as const) : ('kyc.requiredTransfers' as const);
}

/** The withdraw and transfer views; any money view, the transactions too, only says why it is locked while KYC is not approved. */
export function MoneyTabView({ tab, restricted }: { tab: MoneyTab; restricted: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const entry = MONEY_TABS.find((m) => m.id === tab)!;
  if (restricted) {
    return (
      <section className="card dsh-restricted" aria-labelledby="dsh-tab-title">
        <h2 id="dsh-tab-title">
          <LockIcon /> {t(entry.label)}
        </h2>
        <div className="alert alert-warning" role="alert">
          {t(kycAlertKey(tab, params.get('view')))}
        </div>
        <p>{t('kyc.restricted')}</p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="dsh-tab-title">
      <h2 id="dsh-tab-title">{t(entry.title)}</h2>
      {tab === 'withdraw' && (
        <div className="dsh-actions-row">
          <Link to="/withdrawals/new" className="btn btn-primary">
            {t('dashboard.newWithdrawal')}
          </Link>
          <Link to="/withdrawals/history" className="btn btn-outline">
            {t('dashboard.withdrawalHistory')}
          </Link>
        </div>
      )}
      {tab === 'transfer' && <p>{t('dashboard.transferSoon')}</p>}
    </section>
  );
}
