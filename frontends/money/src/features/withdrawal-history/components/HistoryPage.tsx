import { usePageTitle } from '@portal/web-core/ui';
import { WithdrawalHistory } from './WithdrawalHistory';

/** /withdrawals/history. */
export function HistoryPage() {
  usePageTitle('Withdrawal History');
  return (
    <section className="card mny-panel" aria-label="Withdrawal History">
      <WithdrawalHistory />
    </section>
  );
}
