import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Loading } from './components/Loading';
import { Landing } from './pages/Landing';
import { RemoteApp, type RemoteName } from './RemoteApp';

// Everything but the landing page is a lazy chunk, so the first load of / stays small.
const Login = lazy(() => import('./pages/Login'));
const Register = lazy(() => import('./pages/Register'));
const ForgotPassword = lazy(() => import('./pages/ForgotPassword'));
const ResetPassword = lazy(() => import('./pages/ResetPassword'));
const AdminLogin = lazy(() => import('./pages/AdminLogin'));
const NotFound = lazy(() => import('./pages/NotFound'));
const RequireUser = lazy(() => import('./routes/guards').then((m) => ({ default: m.RequireUser })));
const RequireAdmin = lazy(() => import('./routes/guards').then((m) => ({ default: m.RequireAdmin })));
const UserFrame = lazy(() => import('./routes/guards').then((m) => ({ default: m.UserFrame })));

function UserRoute({ remote, frame = true }: { remote: RemoteName; frame?: boolean }) {
  const content = <RemoteApp name={remote} />;
  return <RequireUser>{frame ? <UserFrame>{content}</UserFrame> : content}</RequireUser>;
}

function AdminRoute() {
  return (
    <RequireAdmin>
      <RemoteApp name="admin" />
    </RequireAdmin>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The route table of spec 1 §2 and spec 2 §2.1. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/login" element={<Login />} />
          <Route path="/register" element={<Register />} />
          <Route path="/forgot-password" element={<ForgotPassword />} />
          <Route path="/reset-password" element={<ResetPassword />} />

          <Route path="/dashboard" element={<UserRoute remote="dashboard" frame={false} />} />
          <Route path="/settings" element={<UserRoute remote="settings" />} />
          <Route path="/support" element={<UserRoute remote="support" />} />
          <Route path="/withdrawals/*" element={<UserRoute remote="money" />} />

          <Route path="/admin" element={<AdminLogin />} />
          <Route path="/admin/login" element={<AdminLogin />} />
          {/* dashboard, dashboard-full, withdrawals, test, debug: every one behind the admin guard */}
          <Route path="/admin/*" element={<AdminRoute />} />

          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
