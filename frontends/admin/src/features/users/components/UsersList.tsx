import { useState } from 'react';
import { Link } from '@portal/web-core/router';
import {
  ADMIN_USERS_SEARCH_DEBOUNCE_MS,
  Api,
  filterOfStatus,
  formatUsd,
  type AccountStatus,
  type AdminUserFilter,
  type AdminUserRow,
  type KycStatus,
  type StoredProfile,
} from '@portal/contracts/web';
import { formatStatus, useMayCall } from '@portal/web-core';
import { Alert, QueryStatus, SearchField, StatusBadge, DataTable, type BadgeTone, type DataTableColumn } from '@portal/web-core/ui';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDirectory } from '../api/get-directory';
import { useSetUserActive } from '../api/manage-user';
import { useSetUserStatus } from '../api/set-user-status';
import { UserIdentityCells } from './UserIdentityCells';
import { UserRowActions } from './UserRowActions';
import { useDeleteUserFlow, type UserNotice } from '../hooks/use-delete-user-flow';
import { FundsDialog } from './FundsDialog';
import { GrantDialog } from './GrantDialog';
import { Pager } from '../../../components/Pager';

const KYC_LABELS: Record<KycStatus, string> = {
  not_submitted: 'KYC not submitted',
  pending: 'KYC pending',
  approved: 'KYC approved',
  rejected: 'KYC rejected',
};
const STATUS_TONE: Record<string, BadgeTone> = { approved: 'success', active: 'success', pending: 'warning', rejected: 'danger' };
const FILTERS: { id: AdminUserFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
];
const USER_COLUMNS: DataTableColumn[] = ['Name', 'Email', 'Account', 'Grant Number', 'Status', 'Balance', 'Actions'];

/** Which status buttons a row offers (spec 2 §4): approve unless approved or active, reject unless rejected, pending unless pending. */
function statusActions(status: string): { status: AccountStatus; label: string; className: string }[] {
  const actions: { status: AccountStatus; label: string; className: string }[] = [];
  if (status !== 'approved' && status !== 'active') actions.push({ status: 'approved', label: 'Approve', className: 'btn-primary' });
  if (status !== 'rejected') actions.push({ status: 'rejected', label: 'Reject', className: 'btn-danger' });
  if (status !== 'pending') actions.push({ status: 'pending', label: 'Set Pending', className: 'btn-outline' });
  return actions;
}

/** Users tab: filter, debounced server-side search and paging, badges, balances, status and account actions. */
export function UsersList() {
  const [filter, setFilter] = useState<AdminUserFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<UserNotice | null>(null);
  const [fundsTarget, setFundsTarget] = useState<StoredProfile | null>(null);
  const [grantTarget, setGrantTarget] = useState<StoredProfile | null>(null);
  const settledSearch = useDebouncedValue(search.trim(), ADMIN_USERS_SEARCH_DEBOUNCE_MS);
  const users = useDirectory({ filter, search: settledSearch, page });
  const setStatus = useSetUserStatus();
  const setActive = useSetUserActive();
  const deletion = useDeleteUserFlow(setNotice);
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const choose = (next: AdminUserFilter) => {
    setFilter(next);
    setPage(1);
  };
  const changeStatus = (user: AdminUserRow, status: AccountStatus) => {
    setNotice(null);
    setStatus.mutate(
      { user, status },
      {
        onSuccess: () => {
          setNotice({ tone: 'success', text: `${user.fullName} is now ${formatStatus(status)}.` });
          choose(filterOfStatus(status));
        },
        onError: (error) => setNotice({ tone: 'error', text: `Failed to update status: ${error.message}` }),
      },
    );
  };
  const toggleActive = (user: AdminUserRow) => {
    setNotice(null);
    setActive.mutate(
      { id: user.id, active: !user.isActive },
      {
        onSuccess: (p) => setNotice({ tone: 'success', text: `${p.fullName} ${p.isActive ? 'activated' : 'deactivated'}.` }),
        onError: (error) => setNotice({ tone: 'error', text: `Failed to update status: ${error.message}` }),
      },
    );
  };
  const busy = setStatus.isPending || setActive.isPending || deletion.pending;
  // Each action is offered to the roles that may make it (a finance officer adjusts funds, a programme
  // officer decides accounts and awards grants, the auditor only reads).
  const may = {
    status: useMayCall(Api.admin.setUserStatus),
    active: useMayCall(Api.adminUsers.setActive),
    grant: useMayCall(Api.admin.awardGrant),
    funds: useMayCall(Api.admin.adjustFunds),
    grantPage: useMayCall(Api.admin.grantSchedule),
  };

  return (
    <section aria-labelledby="adm-users-title">
      <div className="adm-section-head">
        <h2 id="adm-users-title">Users</h2>
        {data && <span className="adm-muted">{data.total} shown by this filter</span>}
      </div>
      <div className="adm-filters" role="group" aria-label="Filter users by status">
        {FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className={`btn btn-sm ${filter === f.id ? 'btn-navy' : 'btn-outline'}`}
            aria-pressed={filter === f.id}
            onClick={() => choose(f.id)}
          >
            {f.label}
            {data ? ` (${data.counts[f.id]})` : ''}
          </button>
        ))}
      </div>
      <SearchField
        label="Search users"
        placeholder="Name, email or grant number"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className="adm-search"
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <QueryStatus query={users} loading="Loading users…" errorText={(error) => `Failed to fetch users: ${error.message}`} />
      {data && data.items.length === 0 && <p className="adm-empty">{settledSearch ? 'No users match the search.' : 'No users with this status.'}</p>}
      {data && data.items.length > 0 && (
        <DataTable
          label="Users"
          className="adm-users-table"
          columns={USER_COLUMNS}
          rows={data.items}
          renderRow={(user) => (
            <tr key={user.id} data-user-id={user.id} data-email={user.email}>
              <UserIdentityCells user={user} />
              <td data-label="Grant Number">
                {user.grantNumber}
                {user.grantConflict && (
                  <>
                    {' '}
                    <StatusBadge tone="warning">Grant conflict</StatusBadge>
                  </>
                )}
              </td>
              <td data-label="Status">
                <StatusBadge tone={STATUS_TONE[user.accountStatus] ?? 'neutral'}>{formatStatus(user.accountStatus)}</StatusBadge>{' '}
                <StatusBadge tone="neutral">{KYC_LABELS[user.kycStatus]}</StatusBadge>
                {!user.isActive && (
                  <>
                    {' '}
                    <StatusBadge tone="danger">Inactive</StatusBadge>
                  </>
                )}
              </td>
              <td data-label="Balance" data-balance>
                {formatUsd(user.balanceCents)}
              </td>
              <UserRowActions user={user} busy={busy} onDelete={deletion.ask}>
                {may.status &&
                  statusActions(user.accountStatus).map((a) => (
                    <button key={a.status} type="button" className={`btn btn-sm ${a.className}`} disabled={busy} onClick={() => changeStatus(user, a.status)}>
                      {a.label}
                    </button>
                  ))}
                {may.active && (
                  <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => toggleActive(user)}>
                    {user.isActive ? 'Deactivate' : 'Activate'}
                  </button>
                )}
                {may.grant && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-label={`Award Grant to ${user.fullName || user.email}`}
                    onClick={() => setGrantTarget(user)}
                  >
                    Award Grant
                  </button>
                )}
                {may.funds && (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-label={`Add/Deduct Funds for ${user.fullName || user.email}`}
                    onClick={() => setFundsTarget(user)}
                  >
                    Add/Deduct Funds
                  </button>
                )}
                {may.grantPage && (
                  <Link className="btn btn-outline btn-sm" to={`/admin/grants/${user.id}`} aria-label={`Grant of ${user.fullName || user.email}`}>
                    Grant
                  </Link>
                )}
              </UserRowActions>
            </tr>
          )}
        />
      )}
      {data && <Pager label="Users pages" page={page} pages={pages} onPage={setPage} />}
      {fundsTarget && <FundsDialog user={fundsTarget} onClose={() => setFundsTarget(null)} onApplied={() => void users.refetch()} />}
      {grantTarget && <GrantDialog user={grantTarget} onClose={() => setGrantTarget(null)} onAwarded={() => void users.refetch()} />}
      {deletion.dialog}
    </section>
  );
}
