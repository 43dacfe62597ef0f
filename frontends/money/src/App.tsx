import { useEffect, type ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { isApiError, useMe } from '@portal/web-core';
import { ErrorCodes, WithdrawalMessages } from '@portal/contracts';
import { usePinStatus } from '@portal/web-core';
import { loadErrorText } from './api';
import { History } from './History';
import { Wizard } from './Wizard';
import './money.css';

export const KYC_REQUIRED_WITHDRAWALS = WithdrawalMessages.kycRequired;

function Spinner({ label }: { label: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

function Tabs() {
  return (
    <nav className="mny-tabs" aria-label="Withdrawals">
      <NavLink to="/withdrawals/new">New Withdrawal</NavLink>
      <NavLink to="/withdrawals/history">History</NavLink>
    </nav>
  );
}

function DemoNotice() {
  return (
    <p className="mny-demo" role="note">
      This is a demonstration system: no real funds are moved.
    </p>
  );
}

function NewWithdrawalPage() {
  const navigate = useNavigate();
  const pin = usePinStatus();
  useEffect(() => {
    document.title = 'New Withdrawal | UNSEAF Grant Portal';
  }, []);
  const noPin = pin.data && !pin.data.hasPin && !pin.isFetching;
  const kycBlocked = isApiError(pin.error, ErrorCodes.kycNotApproved);
  useEffect(() => {
    if (noPin) navigate('/settings', { replace: true, state: { alert: WithdrawalMessages.pinRequired } });
    else if (kycBlocked) navigate('/dashboard', { replace: true, state: { alert: WithdrawalMessages.kycRequired } });
  }, [noPin, kycBlocked, navigate]);

  let body: ReactNode;
  if (pin.isError) {
    body = (
      <div className="alert alert-error" role="alert">
        {loadErrorText(pin.error)}{' '}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void pin.refetch()}>
          Retry
        </button>
      </div>
    );
  } else if (!pin.data || !pin.data.hasPin) {
    body = <Spinner label="Checking your PIN status…" />;
  } else {
    body = <Wizard pinStatus={pin.data} />;
  }
  return (
    <section className="card mny-panel" aria-label="New Withdrawal">
      {body}
    </section>
  );
}

function HistoryPage() {
  useEffect(() => {
    document.title = 'Withdrawal History | UNSEAF Grant Portal';
  }, []);
  return (
    <section className="card mny-panel" aria-label="Withdrawal History">
      <History />
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
  if (me.isError) {
    return (
      <div className="alert alert-error" role="alert">
        {me.error.message}
      </div>
    );
  }
  if (!approved) return <Spinner label="Loading…" />;
  return <>{children}</>;
}

/** Rendered by the shell for /withdrawals/*. */
export default function MoneyApp() {
  return (
    <div className="container mny-root">
      <h1>Withdrawals</h1>
      <DemoNotice />
      <KycGate>
        <Tabs />
        <Routes>
          <Route path="new" element={<NewWithdrawalPage />} />
          <Route path="history" element={<HistoryPage />} />
          <Route path="*" element={<Navigate to="/withdrawals/new" replace />} />
        </Routes>
      </KycGate>
    </div>
  );
}
