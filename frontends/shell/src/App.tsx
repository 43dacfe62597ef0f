import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Loading } from '@portal/web-core/ui';
import { Landing } from './features/landing/components/Landing';
import { RemoteApp, type RemoteName } from './routes/RemoteApp';

// Everything but the landing page is a lazy chunk, so the first load of / stays small.
const PortalProviders = lazy(() => import('./routes/PortalProviders'));
const Login = lazy(() => import('./features/sign-in/components/Login'));
const AdminLogin = lazy(() => import('./features/sign-in/components/AdminLogin'));
const Register = lazy(() => import('./features/registration/components/Register'));
const ForgotPassword = lazy(() => import('./features/password-reset/components/ForgotPassword'));
const ResetPassword = lazy(() => import('./features/password-reset/components/ResetPassword'));
const NotFound = lazy(() => import('./routes/NotFound'));
const TermsPage = lazy(() => import('./features/legal/components/LegalPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./features/legal/components/LegalPage').then((m) => ({ default: m.PrivacyPage })));
const RequireUser = lazy(() => import('./routes/guards').then((m) => ({ default: m.RequireUser })));
const RequireAdmin = lazy(() => import('./routes/guards').then((m) => ({ default: m.RequireAdmin })));
const UserFrame = lazy(() => import('./routes/guards').then((m) => ({ default: m.UserFrame })));
const UserRemote = lazy(() => import('./routes/guards').then((m) => ({ default: m.UserRemote })));

function UserRoute({ remote, frame = true }: { remote: RemoteName; frame?: boolean }) {
  const content = <UserRemote name={remote} />;
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
          <Route element={<PortalProviders />}>
            <Route path="/login" element={<Login />} />
            <Route path="/register" element={<Register />} />
            <Route path="/forgot-password" element={<ForgotPassword />} />
            <Route path="/reset-password" element={<ResetPassword />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />

            <Route path="/dashboard" element={<UserRoute remote="dashboard" frame={false} />} />
            <Route path="/settings/*" element={<UserRoute remote="settings" />} />
            <Route path="/support" element={<UserRoute remote="support" />} />
            <Route path="/withdrawals/*" element={<UserRoute remote="money" />} />

            <Route path="/admin" element={<AdminLogin />} />
            <Route path="/admin/login" element={<AdminLogin />} />
            {/* dashboard, dashboard-full, withdrawals, test, debug: every one behind the admin guard */}
            <Route path="/admin/*" element={<AdminRoute />} />

            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
