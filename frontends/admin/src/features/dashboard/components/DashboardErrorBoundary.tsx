import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useSignOut } from '@portal/web-core';

function Fallback({ error, resetErrorBoundary }: FallbackProps) {
  const signOut = useSignOut();
  return (
    <section className="card adm-section" role="alert" aria-labelledby="adm-boundary-title">
      <h2 id="adm-boundary-title">Something went wrong</h2>
      <p>The dashboard stopped because of an unexpected error{error instanceof Error && error.message ? `: ${error.message}` : ''}.</p>
      <div className="adm-actions">
        <button type="button" className="btn btn-navy" onClick={resetErrorBoundary}>
          Reload Dashboard
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void signOut('/admin/login')}>
          Back to Login
        </button>
      </div>
    </section>
  );
}

/** The admin dashboard's error boundary (spec 2 §2.9): Reload Dashboard draws it again, Back to Login signs out. */
export function DashboardErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary FallbackComponent={Fallback}>{children}</ErrorBoundary>;
}
