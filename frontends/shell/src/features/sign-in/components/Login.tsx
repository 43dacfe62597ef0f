import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { accountBlockedMessage, parseStatusParam } from '@portal/contracts/web';
import { useAuth } from '@portal/web-core';
import { Alert, Loading, usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';
import { returnPathOf } from '../utils/return-path';
import { ShellMessages } from '../../../config/messages';

/**
 * User sign-in goes through the realm's (themed) Keycloak page. Without a message to show, this
 * screen sends the visitor straight there; with ?blocked=<account status> (an account that may not
 * sign in was signed out) it shows the spec's message for that status and a Sign In button instead.
 * Only a status travels in the URL, never text, so a crafted link cannot put words on this page.
 * ?next=<path> (set by the recipient pages' guard) is where the sign-in returns to: a path of this site only.
 */
export default function Login() {
  usePageTitle('Sign In');
  const auth = useAuth();
  const [params] = useSearchParams();
  const blockedStatus = parseStatusParam(params.get('blocked'));
  const returnPath = returnPathOf(params);
  const message = blockedStatus ? accountBlockedMessage(blockedStatus) : null;
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
        <h1>Sign In</h1>
        <Loading label="Redirecting to the secure sign-in page…" />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1>Sign In</h1>
      {message && <Alert tone="warning">{message}</Alert>}
      {(auth.status === 'error' || failed) && <Alert tone="error">{ShellMessages.signInUnreachable}</Alert>}
      <p className="lead">Sign in with your email and password on our secure sign-in page.</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => (auth.status === 'error' ? void auth.retry().then(signIn, () => setFailed(true)) : signIn())}
        disabled={busy || auth.loading}
      >
        {busy ? 'Signing In...' : 'Sign In'}
      </button>
      <div className="auth-links">
        <Link to="/forgot-password">Forgot password?</Link>
        <Link to="/register">Create an account</Link>
      </div>
      <p className="hint" style={{ marginTop: 16, fontSize: '0.85rem', color: 'var(--muted)' }}>
        By signing in you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </AuthLayout>
  );
}
