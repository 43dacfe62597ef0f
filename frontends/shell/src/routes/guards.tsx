import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router-dom';
import { ACCOUNT_STATUS_BLOCKED, ProfileMessages, isApiError } from '@portal/contracts';
import { useAuth, useMe, useSignOut } from '@portal/web-core';
import { Loading } from '@portal/web-core/ui';
import { Brand } from '../components/Brand';
import { ShellMessages } from '../config/messages';

function AuthUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container">
      <div className="card section-error" role="alert">
        <h2>Sign-in is unavailable right now.</h2>
        <p>{ShellMessages.signInUnreachable}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>Retry</button>
      </div>
    </div>
  );
}

/**
 * Recipient routes: not signed in → /login. Signed in → the caller (Api.me.get); a 403 ACCOUNT_STATUS_BLOCKED
 * (account pending, rejected, ...) shows nothing of the page, ends the Keycloak session and lands on
 * /login?blocked=<account status>, where the sign-in screen shows the spec's message for it.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const me = useMe();
  const signOut = useSignOut();
  const signingOut = useRef(false);
  const blocked = isApiError(me.error, ACCOUNT_STATUS_BLOCKED) ? me.error : null;

  useEffect(() => {
    if (!blocked || signingOut.current) return;
    signingOut.current = true;
    const status = (blocked.body as { accountStatus?: unknown } | undefined)?.accountStatus;
    void signOut(`/login?blocked=${encodeURIComponent(typeof status === 'string' ? status : 'inactive')}`);
  }, [blocked, signOut]);

  if (auth.status === 'error') return <AuthUnavailable onRetry={() => void auth.retry()} />;
  if (auth.loading) return <Loading label="Checking your session…" />;
  if (!auth.authenticated) return <Navigate to="/login" replace />;
  if (blocked) return <Loading label="Signing out…" />;
  if (me.isPending) return <Loading label="Loading your account…" />;
  if (me.isError) {
    return (
      <div className="container">
        <div className="card section-error" role="alert">
          <p>{ProfileMessages.userDataIssue}</p>
          <button type="button" className="btn btn-primary" onClick={() => void me.refetch()}>Retry</button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}

/** Admin routes: not signed in, or signed in without the admin role → /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'error') return <AuthUnavailable onRetry={() => void auth.retry()} />;
  if (auth.loading) return <Loading label="Checking your session…" />;
  if (!auth.authenticated || !auth.hasRole('admin')) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}

/** Top bar around the signed-in pages that have no sidebar of their own (settings, support, withdrawals). */
export function UserFrame({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <>
      <header className="app-bar">
        <div className="container">
          <Brand tagline={false} />
          <nav className="app-nav" aria-label="Main">
            <NavLink to="/dashboard" end>Dashboard</NavLink>
            <NavLink to="/support">Support Ticket</NavLink>
            <NavLink to="/settings">Settings</NavLink>
            <button type="button" onClick={() => void signOut('/')}>
              Log Out
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="page">
        {children}
      </main>
    </>
  );
}
