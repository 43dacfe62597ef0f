import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@portal/contracts';
import { apiFetch, queryKeys, type ApiError } from '@portal/web-core';
import { formatDateTime, type Log } from '../../shared/format';

type Decision = 'approved' | 'rejected';

/** GET /api/admin/users?status=pending with Approve / Reject per row (POST /api/admin/users/:id/status). */
export function AccountApprovals({ log }: { log?: Log }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const pending = useQuery<Profile[], ApiError>({
    queryKey: queryKeys.adminUsers('pending'),
    queryFn: ({ signal }) => apiFetch<Profile[]>('/api/admin/users?status=pending', { signal }),
  });
  const decide = useMutation<Profile, ApiError, { user: Profile; status: Decision }>({
    mutationFn: ({ user, status }) =>
      apiFetch<Profile>(`/api/admin/users/${encodeURIComponent(user.id)}/status`, { method: 'POST', json: { status } }),
    onMutate: ({ user, status }) => {
      setNotice(null);
      log?.(`POST /api/admin/users/${user.id}/status ${status}`);
    },
    onSuccess: (_profile, { user, status }) => {
      setNotice(`${user.fullName || user.email} ${status === 'approved' ? 'approved' : 'rejected'}.`);
      log?.(`→ ${user.email} is now ${status}`);
    },
    onError: (error) => log?.(`→ failed: ${error.statusCode} ${error.code} ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });

  useEffect(() => {
    if (pending.data) log?.(`GET /api/admin/users?status=pending → ${pending.data.length} account(s)`);
    if (pending.error) log?.(`GET /api/admin/users?status=pending → ${pending.error.statusCode} ${pending.error.message}`);
  }, [pending.data, pending.error, log]);

  const busyId = decide.isPending ? decide.variables?.user.id : undefined;

  return (
    <section className="card adm-section" aria-labelledby="adm-approvals-title">
      <div className="adm-section-head">
        <h2 id="adm-approvals-title">Account Approvals</h2>
        {pending.data && <span className="adm-count">{pending.data.length} pending</span>}
      </div>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      {decide.isError && <div className="alert alert-error" role="alert">{decide.error.message}</div>}
      {pending.isPending && (
        <div className="loading" role="status">
          <div className="spinner" aria-hidden="true" />
          <span>Loading accounts…</span>
        </div>
      )}
      {pending.isError && (
        <div className="alert alert-error" role="alert">
          {pending.error.message}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void pending.refetch()}>Retry</button>
        </div>
      )}
      {pending.data && pending.data.length === 0 && <p className="adm-empty">No accounts are waiting for approval.</p>}
      {pending.data && pending.data.length > 0 && (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Grant Number</th>
                <th scope="col">Registered</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {pending.data.map((user) => (
                <tr key={user.id} data-user-id={user.id}>
                  <td>{user.fullName || `${user.firstName} ${user.lastName}`}</td>
                  <td>{user.email}</td>
                  <td>
                    {user.grantNumber}
                    {user.grantConflict && <span className="adm-flag" title="Another account uses this grant number"> duplicate</span>}
                  </td>
                  <td>{formatDateTime(user.createdAt)}</td>
                  <td>
                    <div className="adm-actions">
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={busyId !== undefined}
                        aria-busy={busyId === user.id}
                        onClick={() => decide.mutate({ user, status: 'approved' })}
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        disabled={busyId !== undefined}
                        onClick={() => decide.mutate({ user, status: 'rejected' })}
                      >
                        Reject
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
