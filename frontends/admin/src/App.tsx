import { Navigate, Route, Routes } from 'react-router-dom';
import { WithdrawalsPage } from './features/withdrawals/components/WithdrawalsPage';
import { AdminDashboard } from './routes/AdminDashboard';
import { SystemPage } from './features/system/components/SystemPage';
import './admin.css';

/** Rendered by the shell inside its admin frame for /admin/* (behind the admin guard). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="dashboard" element={<AdminDashboard />} />
      <Route path="dashboard-full" element={<AdminDashboard />} />
      <Route path="withdrawals" element={<WithdrawalsPage />} />
      <Route path="system" element={<SystemPage />} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
