import { useCallback, useState } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { authClient, useAuth } from '@portal/web-core';
import { AccountApprovals } from './features/approvals/AccountApprovals';
import { FinancialActivity } from './features/financial/FinancialActivity';
import { UsersList } from './features/funds/UsersList';
import { WithdrawalsPage } from './features/withdrawals/WithdrawalsPage';
import { usePageTitle } from './shared/format';
import './admin.css';

function AdminDashboard({ title = 'Admin Dashboard' }: { title?: string }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <AccountApprovals />
      <FinancialActivity />
      <UsersList />
    </>
  );
}

function DebugDashboard() {
  usePageTitle('Admin Debug');
  const [lines, setLines] = useState<string[]>([]);
  const log = useCallback((line: string) => {
    setLines((all) => [...all.slice(-199), `${new Date().toLocaleTimeString('en-US')}  ${line}`]);
  }, []);
  return (
    <>
      <h1>Admin Dashboard (debug)</h1>
      <AccountApprovals log={log} />
      <FinancialActivity log={log} />
      <UsersList />
      <section className="card adm-section" aria-labelledby="adm-log-title">
        <h2 id="adm-log-title">Log</h2>
        <pre className="adm-log" aria-live="polite">{lines.length ? lines.join('\n') : 'No events yet.'}</pre>
      </section>
    </>
  );
}

function SessionTest() {
  usePageTitle('Admin Session');
  const auth = useAuth();
  return (
    <>
      <h1>Admin Session</h1>
      <section className="card adm-section">
        <dl className="adm-details">
          <dt>Signed in</dt>
          <dd>{auth.authenticated ? 'yes' : 'no'}</dd>
          <dt>User id</dt>
          <dd>{auth.userId ?? '—'}</dd>
          <dt>Roles</dt>
          <dd>{auth.roles.join(', ') || '—'}</dd>
          <dt>Token expires in</dt>
          <dd>{authClient.tokenExpiresIn() ?? '—'} s</dd>
        </dl>
      </section>
    </>
  );
}

/** Rendered by the shell for /admin/* (behind the admin guard). */
export default function AdminApp() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  return (
    <div className="adm-root">
      <header className="adm-bar">
        <div className="container adm-bar-inner">
          <Link to="/admin/dashboard" className="adm-brand">
            <span className="adm-brand-mark" aria-hidden="true">U</span> Admin Portal
          </Link>
          <nav className="adm-nav" aria-label="Admin">
            <NavLink to="/admin/dashboard">Dashboard</NavLink>
            <NavLink to="/admin/withdrawals">Withdrawals</NavLink>
            <button
              type="button"
              onClick={() => {
                queryClient.clear();
                void logout('/admin/login');
              }}
            >
              Sign Out
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="container adm-main">
        <Routes>
          <Route path="dashboard" element={<AdminDashboard />} />
          <Route path="dashboard-full" element={<AdminDashboard />} />
          <Route path="withdrawals" element={<WithdrawalsPage />} />
          <Route path="test" element={<SessionTest />} />
          <Route path="debug" element={<DebugDashboard />} />
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
        </Routes>
      </main>
    </div>
  );
}
