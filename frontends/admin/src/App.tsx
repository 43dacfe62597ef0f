import { Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useSignOut } from '@portal/web-core';
import { WithdrawalsPage } from './features/withdrawals/components/WithdrawalsPage';
import { AdminDashboard } from './routes/AdminDashboard';
import { SystemPage } from './features/system/components/SystemPage';
import './admin.css';

/** Rendered by the shell for /admin/* (behind the admin guard). */
export default function AdminApp() {
  const signOut = useSignOut();
  return (
    <>
      <header className="app-bar">
        <div className="container">
          <Link to="/admin/dashboard" className="brand">
            <span className="brand-mark" aria-hidden="true">
              U
            </span>{' '}
            Admin Portal
          </Link>
          <nav className="app-nav" aria-label="Admin">
            <NavLink to="/admin/dashboard">Dashboard</NavLink>
            <NavLink to="/admin/withdrawals">Withdrawals</NavLink>
            <NavLink to="/admin/system">System</NavLink>
            <button type="button" onClick={() => void signOut('/admin/login')}>
              Sign Out
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="page">
        <div className="container">
          <Routes>
            <Route path="dashboard" element={<AdminDashboard />} />
            <Route path="dashboard-full" element={<AdminDashboard />} />
            <Route path="withdrawals" element={<WithdrawalsPage />} />
            <Route path="system" element={<SystemPage />} />
            <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
          </Routes>
        </div>
      </main>
    </>
  );
}
