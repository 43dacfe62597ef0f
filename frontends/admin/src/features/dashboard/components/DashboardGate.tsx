import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api, useMayCall, useSignOut } from '@portal/web-core';
import { Loading } from '@portal/web-core/ui';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

export const DashboardTexts = {
  errorTitle: 'Dashboard Error',
  cancelled: 'Loading cancelled by user',
} as const;

/**
 * Loads what the dashboard opens with (the accounts pending approval) before showing it: the loading
 * can be cancelled ('Loading cancelled by user'), and a failure shows 'Dashboard Error' with Retry and
 * Back to Login (spec 2 §2.9).
 */
export function DashboardGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  // The same query (and cache entry) as Account Approvals' pending list.
  const options = {
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'pending'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.call(Api.admin.users, { query: { status: 'pending' } }, { signal }),
  };
  const [cancelled, setCancelled] = useState(false);
  // A staff role that may not list the accounts (a finance officer) opens the dashboard on its own tabs.
  const mayLoad = useMayCall(Api.admin.users);
  const query = useQuery({ ...options, enabled: mayLoad && !cancelled });

  const retry = () => {
    setCancelled(false);
    void query.refetch();
  };
  // What the cancelled and the failed load both offer: try again, or leave.
  const retryOrLeave = (
    <div className="adm-actions">
      <button type="button" className="btn btn-navy" onClick={retry}>
        Retry
      </button>
      <button type="button" className="btn btn-outline" onClick={() => void signOut('/admin/login')}>
        Back to Login
      </button>
    </div>
  );

  if (!mayLoad) return <>{children}</>;
  if (cancelled && !query.data) {
    return (
      <section className="card adm-section" role="status">
        <p>{DashboardTexts.cancelled}</p>
        {retryOrLeave}
      </section>
    );
  }
  if (query.error && !query.data) {
    return (
      <section className="card adm-section" role="alert" aria-labelledby="adm-dashboard-error">
        <h2 id="adm-dashboard-error">{DashboardTexts.errorTitle}</h2>
        <p>{query.error.message}</p>
        {retryOrLeave}
      </section>
    );
  }
  if (query.isPending) {
    return (
      <div className="adm-actions">
        <Loading label="Loading the dashboard…" />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            setCancelled(true);
            void queryClient.cancelQueries({ queryKey: options.queryKey });
          }}
        >
          Cancel
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
