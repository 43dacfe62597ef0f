import { Navigate, Route, Routes } from '@portal/web-core/router';
import { WithdrawalsPage } from './features/withdrawals/components/WithdrawalsPage';
import { GrantPage } from './features/grants/components/GrantPage';
import { AdminDashboard } from './routes/AdminDashboard';
import { SystemPage } from './features/system/components/SystemPage';
import { AdminTestPage } from './features/debug/components/AdminTestPage';
import { DebugPage } from './features/debug/components/DebugPage';
import { WebhooksPage } from './features/webhooks/components/WebhooksPage';
import './admin.css';

/** Rendered by the shell inside its admin frame for /admin/* (behind the admin guard). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="dashboard" element={<AdminDashboard />} />
      <Route path="dashboard-full" element={<AdminDashboard />} />
      <Route path="withdrawals" element={<WithdrawalsPage />} />
      <Route path="grants/:userId" element={<GrantPage />} />
      <Route path="system" element={<SystemPage />} />
      <Route path="webhooks" element={<WebhooksPage />} />
      <Route path="test" element={<AdminTestPage />} />
      <Route path="debug" element={<DebugPage dashboard={(title) => <AdminDashboard title={title} />} />} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  );
}
