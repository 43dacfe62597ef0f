import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUS_BLOCKED, ErrorCodes, isApiError, isRecipientMe, isStaff } from '@portal/contracts/web';
import { useApplyPreferences, useAuth, useMe, useSignOut } from '@portal/web-core';
import { Skeleton } from '@portal/web-core/ui';
import { PortalFrameSkeleton } from '../components/PortalFrameSkeleton';
import { signInPathFor } from '../features/sign-in/utils/return-path';
import { AdminFrame } from './AdminFrame';
import { RecipientFrame } from './RecipientFrame';
import { RemoteApp, type RemoteName } from './RemoteApp';

function AuthUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="container">
      <div className="card section-error" role="alert">
        <h2>{t('shell.signInUnavailable')}</h2>
        <p>{t('shell.signInUnreachable')}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}

/**
 * Recipient routes: not signed in → /login?next=<this page>, and back here after the sign-in. Signed in → the caller (Api.me.get); a 403 ACCOUNT_STATUS_BLOCKED
 * (account pending, rejected, ...) shows nothing of the page, ends the Keycloak session and lands on
 * /login?blocked=<account status>, where the sign-in screen shows the spec's message for it.
 * An admin account signed in here (password only) is refused with 403 SECOND_FACTOR_REQUIRED on every route:
 * its session is ended and it lands on /admin/login, the admin sign-in with the one-time code.
 * A recipient's stored language is applied before the page shows (useApplyPreferences).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const me = useMe();
  const signOut = useSignOut();
  const signingOut = useRef(false);
  const blocked = isApiError(me.error, ACCOUNT_STATUS_BLOCKED) ? me.error : null;
  const adminWithoutSecondFactor = isApiError(me.error, ErrorCodes.secondFactorRequired);
  const languageReady = useApplyPreferences(!!me.data && isRecipientMe(me.data));

  useEffect(() => {
    if (!adminWithoutSecondFactor || signingOut.current) return;
    signingOut.current = true;
    void signOut('/admin/login');
  }, [adminWithoutSecondFactor, signOut]);

  useEffect(() => {
    if (!blocked || signingOut.current) return;
    signingOut.current = true;
    const status = (blocked.body as { accountStatus?: unknown } | undefined)?.accountStatus;
    void signOut(`/login?blocked=${encodeURIComponent(typeof status === 'string' ? status : 'inactive')}`);
  }, [blocked, signOut]);

  if (auth.status === 'error') return <AuthUnavailable onRetry={() => void auth.retry()} />;
  if (auth.loading) return <PortalFrameSkeleton label={t('shell.checkingSession')} />;
  // Signed out: sign in, then back to this page (e.g. a mailed PIN reset link keeps its token).
  if (!auth.authenticated) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  if (blocked || adminWithoutSecondFactor) return <PortalFrameSkeleton label={t('shell.signingOut')} />;
  if (me.isPending) return <PortalFrameSkeleton label={t('shell.loadingAccount')} />;
  if (me.isError) {
    return (
      <div className="container">
        <div className="card section-error" role="alert">
          <p>{t('shell.userDataIssue')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void me.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!languageReady) return <PortalFrameSkeleton label={t('shell.loadingAccount')} />;
  return <>{children}</>;
}

/** Admin routes: not signed in, or signed in without a back-office role (admin or staff) → /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.status === 'error') return <AuthUnavailable onRetry={() => void auth.retry()} />;
  if (auth.loading) return <PortalFrameSkeleton label={t('shell.checkingSession')} />;
  if (!auth.authenticated || !isStaff(auth.roles)) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}

/**
 * The recipient pages' layout route: the guard, then the one frame, which stays mounted while the user
 * moves between remotes; only the page inside it (the matched child route) changes.
 */
export function RecipientLayout() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <RecipientFrame>
        <Suspense fallback={<Skeleton label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </RecipientFrame>
    </RequireUser>
  );
}

/** The admin pages' layout route: the admin guard and the admin frame around the admin remote. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminFrame>
        <RemoteApp name="admin" />
      </AdminFrame>
    </RequireAdmin>
  );
}

/** A remote behind the recipient guard, with the texts around it (load failure, Retry) in the recipient's language. */
export function UserRemote({ name }: { name: RemoteName }) {
  const { t } = useTranslation();
  const texts = {
    failedTitle: t('shell.remoteFailedTitle'),
    failedBody: t('shell.remoteFailedBody'),
    retry: t('common.retry'),
    goHome: t('common.goHome'),
    loading: t('common.loading'),
  };
  // A fresh loader per remote: its Retry state belongs to that remote.
  return <RemoteApp key={name} name={name} texts={texts} />;
}
