import { useState } from 'react';
import { Navigate } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@portal/contracts/web';
import { useAuth, useSignOut } from '@portal/web-core';
import { Alert, Loading, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';

/**
 * /admin and /admin/login: administrators sign in on the Keycloak page and come back to /admin/dashboard.
 * Staff (programme, finance, auditor) sign in here too. Someone signed in there without a back-office role reads 'Admin profile not found' (spec 1 §6, §8).
 */
export default function AdminLogin() {
  const { t } = useTranslation();
  usePageTitle(t('auth.adminTitle'));
  const auth = useAuth();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (auth.authenticated && isStaff(auth.roles)) return <Navigate to="/admin/dashboard" replace />;

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
      <h1>{t('auth.adminHeading')}</h1>
      <p className="lead">{t('auth.adminLead')}</p>
      {auth.loading && auth.status === 'loading' && <Loading label={t('shell.checkingSession')} />}
      {(auth.status === 'error' || failed) && <Alert tone="error">{t('shell.signInUnreachable')}</Alert>}
      {auth.authenticated ? (
        <>
          <div className="alert alert-error" role="alert">
            {t('auth.adminProfileNotFound')}
          </div>
          <button type="button" className="btn btn-outline btn-block" onClick={() => void signOut('/admin/login')}>
            {t('auth.signOut')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-navy btn-block" onClick={signIn} disabled={busy || auth.loading} aria-busy={busy}>
          {busy ? t('auth.signingIn') : t('auth.adminSignIn')}
        </button>
      )}
    </AuthLayout>
  );
}
