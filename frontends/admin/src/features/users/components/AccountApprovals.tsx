import { useEffect, useState } from 'react';
import { Api, maskAccountNumber, type StoredProfile } from '@portal/contracts/web';
import { formatDateTime, routeLabel, useMayCall } from '@portal/web-core';
import { Alert, QueryStatus, DataTable, type DataTableColumn } from '@portal/web-core/ui';
import { useUsers } from '../api/get-users';
import { useBulkStatus } from '../api/manage-user';
import { useSetUserStatus } from '../api/set-user-status';
import { ActionsCell } from '../../../components/ActionsCell';

const PENDING_LIST = routeLabel(Api.admin.users, { query: { status: 'pending' } });

const APPROVAL_COLUMNS: DataTableColumn[] = ['Select', 'Name', 'Email', 'Account', 'Grant Number', 'Registered', 'Actions'];
export const NO_ACCOUNTS_SELECTED = 'No accounts selected for approval';

/** The accounts waiting for approval, with Approve / Reject per row; `log` (the debug page) hears every call. */
export function AccountApprovals({ log }: { log?: (line: string) => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pending = useUsers('pending');
  const decide = useSetUserStatus();
  const bulk = useBulkStatus();
  // Only a caller whose roles may decide is offered the decisions (the auditor reads the list).
  const mayDecide = useMayCall(Api.admin.setUserStatus);
  const mayBulk = useMayCall(Api.adminUsers.bulkStatus);
  const pendingIds = new Set((pending.data ?? []).map((u) => u.id));
  const chosen = [...selected].filter((id) => pendingIds.has(id));

  const toggle = (id: string) =>
    setSelected((all) => {
      const next = new Set(all);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const approveAll = () => {
    setNotice(null);
    setWarning(null);
    if (chosen.length === 0) {
      setWarning(NO_ACCOUNTS_SELECTED);
      return;
    }
    log?.(`approve all: ${chosen.length} account(s)`);
    bulk.mutate(
      { userIds: chosen, status: 'approved' },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          setNotice(`${result.updated.length} account(s) approved.`);
        },
      },
    );
  };

  const approveOrReject = (user: StoredProfile, status: 'approved' | 'rejected') => {
    setNotice(null);
    log?.(`${routeLabel(Api.admin.setUserStatus, { params: { id: user.id } })} ${status}`);
    decide.mutate(
      { user, status },
      {
        onSuccess: () => {
          setNotice(`${user.fullName || user.email} ${status}.`);
          log?.(`→ ${user.email} is now ${status}`);
        },
        onError: (error) => log?.(`→ failed: ${error.statusCode} ${error.code} ${error.message}`),
      },
    );
  };

  useEffect(() => {
    if (pending.data) log?.(`${PENDING_LIST} → ${pending.data.length} account(s)`);
    if (pending.error) log?.(`${PENDING_LIST} → ${pending.error.statusCode} ${pending.error.message}`);
  }, [pending.data, pending.error, log]);

  const busyId = decide.isPending ? decide.variables?.user.id : undefined;

  return (
    <section className="card adm-section" aria-labelledby="adm-approvals-title">
      <div className="adm-section-head">
        <h2 id="adm-approvals-title">Account Approvals</h2>
        {pending.data && <span className="adm-count">{pending.data.length} pending</span>}
        {mayBulk && (
          <button type="button" className="btn btn-primary btn-sm" onClick={approveAll} disabled={bulk.isPending} aria-busy={bulk.isPending}>
            Approve All
          </button>
        )}
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {warning && <Alert tone="warning">{warning}</Alert>}
      {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
      {bulk.isError && <Alert tone="error">{bulk.error.message}</Alert>}
      <QueryStatus query={pending} loading="Loading accounts…" />
      {pending.data && pending.data.length === 0 && <p className="adm-empty">No accounts are waiting for approval.</p>}
      {pending.data && pending.data.length > 0 && (
        <DataTable
          label="Accounts awaiting approval"
          columns={APPROVAL_COLUMNS}
          rows={pending.data}
          renderRow={(user) => (
            <tr key={user.id} data-user-id={user.id}>
              <td>
                <input type="checkbox" aria-label={`Select ${user.fullName || user.email}`} checked={selected.has(user.id)} onChange={() => toggle(user.id)} />
              </td>
              <td>{user.fullName || `${user.firstName} ${user.lastName}`}</td>
              <td>{user.email}</td>
              <td className="adm-mono">{maskAccountNumber(user.accountNumber)}</td>
              <td>
                {user.grantNumber}
                {user.grantConflict && (
                  <span className="adm-flag" title="Another account uses this grant number">
                    {' '}
                    duplicate
                  </span>
                )}
              </td>
              <td>{formatDateTime(user.createdAt)}</td>
              <ActionsCell>
                {mayDecide && (
                  <>
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      disabled={busyId !== undefined}
                      aria-busy={busyId === user.id}
                      onClick={() => approveOrReject(user, 'approved')}
                    >
                      Approve
                    </button>
                    <button type="button" className="btn btn-danger btn-sm" disabled={busyId !== undefined} onClick={() => approveOrReject(user, 'rejected')}>
                      Reject
                    </button>
                  </>
                )}
              </ActionsCell>
            </tr>
          )}
        />
      )}
    </section>
  );
}
