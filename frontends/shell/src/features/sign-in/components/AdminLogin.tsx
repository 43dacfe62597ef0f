import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AdminSignInMessages } from '@portal/contracts/web';
import { useAuth, useSignOut } from '@portal/web-core';
import { Alert, Loading, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { ShellMessages } from '../../../config/messages';

/**
 * /admin and /admin/login: administrators sign in on the Keycloak page and come back to /admin/dashboard.
 * Someone signed in there without the admin role reads 'Admin profile not found' (spec 1 §6, §8).
 */
export default function AdminLogin() {
  usePageTitle('Admin Sign In');
  const auth = useAuth();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (auth.authenticated && auth.hasRole('admin')) return <Navigate to="/admin/dashboard" replace />;

  const signIn = () => {
    setBusy(true);
    setFailed(false);
    const start = auth.status === 'error' ? auth.retry() : Promise.resolve();
    start
      .then(() => auth.login('/admin/dashboard'))
      .catch(() => {
        setBusy(false);
        setFailed(true);
      });
  };

  return (
    <AuthLayout>
      <h1>Admin Portal</h1>
      <p className="lead">
        Sign in with your administrator username, password and the code of your authenticator app. This area is for authorised personnel only.
      </p>
      {auth.loading && auth.status === 'loading' && <Loading label="Checking your session…" />}
      {(auth.status === 'error' || failed) && <Alert tone="error">{ShellMessages.signInUnreachable}</Alert>}
      {auth.authenticated ? (
        <>
          <div className="alert alert-error" role="alert">
            {AdminSignInMessages.profileNotFound}
          </div>
          <button type="button" className="btn btn-outline btn-block" onClick={() => void signOut('/admin/login')}>
            Sign Out
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-navy btn-block" onClick={signIn} disabled={busy || auth.loading} aria-busy={busy}>
          {busy ? 'Signing In...' : 'Admin Sign In'}
        </button>
      )}
    </AuthLayout>
  );
}
