import { Navigate, Route, Routes } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/web-core/ui';
import { KycGate } from './components/KycGate';
import { WithdrawalTabs } from './components/WithdrawalTabs';
import { HistoryPage } from './features/withdrawal-history/components/HistoryPage';
import { NewWithdrawalPage } from './features/withdrawal-wizard/components/NewWithdrawalPage';
import './money.css';

/** Rendered by the shell inside its frame for /withdrawals/*. */
export default function MoneyApp() {
  const { t } = useTranslation();
  return (
    <div className="mny-root">
      <PageHeader title={t('withdrawals.title')} />
      <p className="mny-demo" role="note">
        {t('withdrawals.demo')}
      </p>
      <KycGate>
        <WithdrawalTabs>
          <Routes>
            <Route path="new" element={<NewWithdrawalPage />} />
            <Route path="history" element={<HistoryPage />} />
            <Route path="*" element={<Navigate to="/withdrawals/new" replace />} />
          </Routes>
        </WithdrawalTabs>
      </KycGate>
    </div>
  );
}
