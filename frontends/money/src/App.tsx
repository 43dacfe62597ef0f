import { Navigate, Route, Routes } from 'react-router-dom';
import { KycGate } from './components/KycGate';
import { WithdrawalTabs } from './components/WithdrawalTabs';
import { HistoryPage } from './features/withdrawal-history/components/HistoryPage';
import { NewWithdrawalPage } from './features/withdrawal-wizard/components/NewWithdrawalPage';
import './money.css';

/** Rendered by the shell for /withdrawals/*. */
export default function MoneyApp() {
  return (
    <div className="container mny-root">
      <h1>Withdrawals</h1>
      <p className="mny-demo" role="note">
        This is a demonstration system: no real funds are moved.
      </p>
      <KycGate>
        <WithdrawalTabs />
        <Routes>
          <Route path="new" element={<NewWithdrawalPage />} />
          <Route path="history" element={<HistoryPage />} />
          <Route path="*" element={<Navigate to="/withdrawals/new" replace />} />
        </Routes>
      </KycGate>
    </div>
  );
}
