import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@portal/web-core/ui';

/** The top of a success screen: the check mark and its heading. */
export function SuccessHeading({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1>{children}</h1>
    </>
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
  return (
    <div className="auth-links">
      <Link to="/login">Back to Login</Link>
    </div>
  );
}
