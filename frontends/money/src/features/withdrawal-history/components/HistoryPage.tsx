import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/web-core/ui';
import { WithdrawalHistory } from './WithdrawalHistory';

/** /withdrawals/history. */
export function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('withdrawals.historyTitle'));
  return (
    <section className="card mny-panel" aria-label={t('withdrawals.historyTitle')}>
      <WithdrawalHistory />
    </section>
  );
}
