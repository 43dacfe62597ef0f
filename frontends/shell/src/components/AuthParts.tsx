import type { ReactNode } from 'react';
import { Link } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/web-core/ui';
import { AuthLayout } from './AuthLayout';

/** A success screen: the check mark, its heading, what happened, and the way on to the login page. */
export function AuthSuccess({ title, loginLabel, children }: { title: string; loginLabel: string; children: ReactNode }) {
  return (
    <AuthLayout>
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1>{title}</h1>
      {children}
      <Link to="/login" className="btn btn-primary btn-block">
        {loginLabel}
      </Link>
    </AuthLayout>
  );
}

/** The end of an auth form: its one message (when there is one) and the full-width submit button. */
export function FormEnd({ error, errorId, busy, label, busyLabel }: { error: ReactNode; errorId?: string; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {error && (
        <Alert tone="error" id={errorId}>
          {error}
        </Alert>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/** The link under the password screens. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <div className="auth-links">
      <Link to="/login">{t('auth.backToLogin')}</Link>
    </div>
  );
}
