import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@portal/contracts';
import { apiFetch, authClient, queryKeys, useAuth, type ApiError } from '@portal/web-core';
import './admin.css';

type Decision = 'approved' | 'rejected';
type Log = (line: string) => void;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | UNSEAF Admin`;
  }, [title]);
}

/** GET /api/admin/users?status=pending with Approve / Reject per row (POST /api/admin/users/:id/status). */
function AccountApprovals({ log }: { log?: Log }) {
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

function AdminDashboard({ title = 'Admin Dashboard' }: { title?: string }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <AccountApprovals />
    </>
  );
}

function DebugDashboard() {
  usePageTitle('Admin Debug');
  const [lines, setLines] = useState<string[]>([]);
  const log = useCallback((line: string) => {
    setLines((all) => [...all.slice(-199), `${new Date().toLocaleTimeString('en-US')}  ${line}`]);
  }, []);
  return (
    <>
      <h1>Admin Dashboard (debug)</h1>
      <AccountApprovals log={log} />
      <section className="card adm-section" aria-labelledby="adm-log-title">
        <h2 id="adm-log-title">Log</h2>
        <pre className="adm-log" aria-live="polite">{lines.length ? lines.join('\n') : 'No events yet.'}</pre>
      </section>
    </>
  );
}

function SessionTest() {
  usePageTitle('Admin Session');
  const auth = useAuth();
  return (
    <>
      <h1>Admin Session</h1>
      <section className="card adm-section">
        <dl className="adm-details">
          <dt>Signed in</dt>
          <dd>{auth.authenticated ? 'yes' : 'no'}</dd>
          <dt>User id</dt>
          <dd>{auth.userId ?? '—'}</dd>
          <dt>Roles</dt>
          <dd>{auth.roles.join(', ') || '—'}</dd>
          <dt>Token expires in</dt>
          <dd>{authClient.tokenExpiresIn() ?? '—'} s</dd>
        </dl>
      </section>
    </>
  );
}

function Withdrawals() {
  usePageTitle('Withdrawal Management');
  return (
    <>
      <h1>Withdrawal Management</h1>
      <section className="card adm-section">
        <p>Reviewing and moving withdrawals through their statuses is coming soon.</p>
      </section>
    </>
  );
}

/** Rendered by the shell for /admin/* (behind the admin guard). */
export default function AdminApp() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  return (
    <div className="adm-root">
      <header className="adm-bar">
        <div className="container adm-bar-inner">
          <Link to="/admin/dashboard" className="adm-brand">
            <span className="adm-brand-mark" aria-hidden="true">U</span> Admin Portal
          </Link>
          <nav className="adm-nav" aria-label="Admin">
            <NavLink to="/admin/dashboard">Dashboard</NavLink>
            <NavLink to="/admin/withdrawals">Withdrawals</NavLink>
            <button
              type="button"
              onClick={() => {
                queryClient.clear();
                void logout('/admin/login');
              }}
            >
              Sign Out
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="container adm-main">
        <Routes>
          <Route path="dashboard" element={<AdminDashboard />} />
          <Route path="dashboard-full" element={<AdminDashboard />} />
          <Route path="withdrawals" element={<Withdrawals />} />
          <Route path="test" element={<SessionTest />} />
          <Route path="debug" element={<DebugDashboard />} />
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
        </Routes>
      </main>
    </div>
  );
}
