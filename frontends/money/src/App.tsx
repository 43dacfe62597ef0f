import { useEffect, type ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { useMe } from '@portal/web-core';
import './money.css';

export const KYC_REQUIRED_WITHDRAWALS = 'Your KYC verification must be approved to access withdrawals.';

function Tabs() {
  return (
    <nav className="mny-tabs" aria-label="Withdrawals">
      <NavLink to="/withdrawals/new">New Withdrawal</NavLink>
      <NavLink to="/withdrawals/history">Withdrawal History</NavLink>
    </nav>
  );
}

function NewWithdrawal() {
  useEffect(() => {
    document.title = 'New Withdrawal | UNSEAF Grant Portal';
  }, []);
  return (
    <section className="card mny-panel" aria-labelledby="mny-new-title">
      <h2 id="mny-new-title">New Withdrawal</h2>
      <p className="mny-demo">This is a demonstration system: no real funds are moved.</p>
      <p>The withdrawal wizard (amount, method, payment details and PIN confirmation) is coming soon.</p>
    </section>
  );
}

function History() {
  useEffect(() => {
    document.title = 'Withdrawal History | UNSEAF Grant Portal';
  }, []);
  return (
    <section className="card mny-panel" aria-labelledby="mny-history-title">
      <h2 id="mny-history-title">Withdrawal History</h2>
      <p>No withdrawals yet</p>
    </section>
  );
}

/** Withdrawals need an approved KYC (spec 2 §2.5): otherwise back to the dashboard with the spec's alert. */
function KycGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const navigate = useNavigate();
  const approved = me.data?.kycStatus === 'approved';
  useEffect(() => {
    if (me.data && !approved) navigate('/dashboard', { replace: true, state: { alert: KYC_REQUIRED_WITHDRAWALS } });
  }, [me.data, approved, navigate]);
  if (!approved) return null;
  return <>{children}</>;
}

/** Rendered by the shell for /withdrawals/*. */
export default function MoneyApp() {
  return (
    <div className="container mny-root">
      <h1>Withdrawals</h1>
      <KycGate>
        <Tabs />
        <Routes>
          <Route path="new" element={<NewWithdrawal />} />
          <Route path="history" element={<History />} />
          <Route path="*" element={<Navigate to="/withdrawals/new" replace />} />
        </Routes>
      </KycGate>
    </div>
  );
}
