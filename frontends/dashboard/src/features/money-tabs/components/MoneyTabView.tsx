import { Link } from 'react-router-dom';
import { KycMessages } from '@portal/contracts';
import { LockIcon } from '../../../components/Icons';
import { MONEY_TABS, type MoneyTab } from '../../../config/money-tabs';

/** The withdraw and transfer views; any money view, the transactions too, only says why it is locked while KYC is not approved. */
export function MoneyTabView({ tab, restricted }: { tab: MoneyTab; restricted: boolean }) {
  const entry = MONEY_TABS.find((t) => t.id === tab)!;
  if (restricted) {
    return (
      <section className="card dsh-restricted" aria-labelledby="dsh-tab-title">
        <h2 id="dsh-tab-title">
          <LockIcon /> {entry.label}
        </h2>
        <p>{KycMessages.restricted}</p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="dsh-tab-title">
      <h2 id="dsh-tab-title">{entry.title}</h2>
      {tab === 'withdraw' && (
        <div className="dsh-actions-row">
          <Link to="/withdrawals/new" className="btn btn-primary">
            New Withdrawal
          </Link>
          <Link to="/withdrawals/history" className="btn btn-outline">
            Withdrawal History
          </Link>
        </div>
      )}
      {tab === 'transfer' && <p>Sending money from your grant balance is coming soon.</p>}
    </section>
  );
}
