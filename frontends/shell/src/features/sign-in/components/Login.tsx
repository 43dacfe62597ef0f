import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from '@portal/web-core/router';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { INACTIVE_STATUS, parseStatusParam } from '@portal/contracts/web';
import { useAuth } from '@portal/web-core';
import { Alert, Loading, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { returnPathOf } from '../utils/return-path';

/**
 * User sign-in goes through the realm's (themed) Keycloak page. Without a message to show, this
 * screen sends the visitor straight there; with ?blocked=<account status> (an account that may not
 * sign in was signed out) it shows the spec's message for that status and a Sign In button instead.
 * Only a status travels in the URL, never text, so a crafted link cannot put words on this page.
 * ?next=<path> (set by the recipient pages' guard) is where the sign-in returns to: a path of this site only.
 */
const BLOCKED_KEYS = {
  pending: 'auth.blockedPending',
  [INACTIVE_STATUS]: 'auth.blockedInactive',
  rejected: 'auth.blockedRejected',
} as const;

/** The spec's refusal for an account status that may not sign in (accountBlockedMessage), in the page's language. */
function blockedText(status: string, t: TFunction): string {
  const key = BLOCKED_KEYS[status as keyof typeof BLOCKED_KEYS];
  return key ? t(key) : t('auth.blockedOther', { status });
}

export default function Login() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signIn'));
  const auth = useAuth();
  const [params] = useSearchParams();
  const blockedStatus = parseStatusParam(params.get('blocked'));
  const returnPath = returnPathOf(params);
  const message = blockedStatus ? blockedText(blockedStatus, t) : null;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const redirected = useRef(false);

  const signIn = () => {
    setBusy(true);
    setFailed(false);
    auth.login(returnPath).catch(() => {
      setBusy(false);
      setFailed(true);
    });
  };

  const shouldRedirect = !message && auth.status === 'ready' && !auth.authenticated;
  useEffect(() => {
    if (shouldRedirect && !redirected.current) {
      redirected.current = true;
      signIn();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldRedirect]);

  if (!message && auth.authenticated) return <Navigate to={returnPath} replace />;

  if (!message && auth.status !== 'error' && !failed) {
    return (
      <AuthLayout>
        <h1>{t('auth.signIn')}</h1>
        <Loading label={t('auth.redirecting')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1>{t('auth.signIn')}</h1>
      {message && <Alert tone="warning">{message}</Alert>}
      {(auth.status === 'error' || failed) && <Alert tone="error">{t('shell.signInUnreachable')}</Alert>}
      <p className="lead">{t('auth.signInLead')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => (auth.status === 'error' ? void auth.retry().then(signIn, () => setFailed(true)) : signIn())}
        disabled={busy || auth.loading}
      >
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <div className="auth-links">
        <Link to="/forgot-password">{t('auth.forgotPasswordLink')}</Link>
        <Link to="/register">{t('auth.createAccountLink')}</Link>
      </div>
      <p className="hint" style={{ marginTop: 16, fontSize: '0.85rem', color: 'var(--muted)' }}>
        <Trans i18nKey="auth.signInAgreement" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
      </p>
    </AuthLayout>
  );
}
