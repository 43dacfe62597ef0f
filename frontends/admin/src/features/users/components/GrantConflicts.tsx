import { useState } from 'react';
import { UserDeleteMessages, maskAccountNumber, type AccountStatus, type StoredProfile } from '@portal/contracts';
import { formatDateTime, formatStatus } from '@portal/web-core';
import { Alert, QueryStatus, StatusBadge, TableContent, type TableColumn } from '@portal/web-core/ui';
import { useGrantConflicts } from '../api/get-grant-conflicts';
import { useDeleteUser } from '../api/manage-user';
import { useSetUserStatus } from '../api/set-user-status';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ActionsCell } from '../../../components/ActionsCell';

const COLUMNS: TableColumn[] = ['Name', 'Email', 'Account', 'Status', 'Registered', 'Actions'];

/** Grant Conflicts tab: accounts sharing a grant number, grouped, with approve, reject and delete per account. */
export function GrantConflicts() {
  const conflicts = useGrantConflicts();
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<StoredProfile | null>(null);
  const busy = setStatus.isPending || remove.isPending;

  const decide = (user: StoredProfile, status: AccountStatus) =>
    setStatus.mutate(
      { user, status },
      {
        onSuccess: () => {
          setNotice({ tone: 'success', text: `${user.fullName} is now ${formatStatus(status)}.` });
          void conflicts.refetch();
        },
        onError: (error) => setNotice({ tone: 'error', text: `Failed to update status: ${error.message}` }),
      },
    );

  return (
    <section aria-labelledby="adm-conflicts-title">
      <h2 id="adm-conflicts-title">Grant Conflicts</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <QueryStatus query={conflicts} loading="Loading grant conflicts…" />
      {conflicts.data && conflicts.data.length === 0 && <p className="adm-empty">No grant number is shared by more than one account.</p>}
      {conflicts.data?.map((group) => (
        <div key={group.grantNumber} className="card adm-section" data-grant-number={group.grantNumber}>
          <h3>
            {group.grantNumber} <StatusBadge tone="warning">{group.count} accounts</StatusBadge>
          </h3>
          <div className="table-wrap">
            <table className="table adm-stack">
              <TableContent
                columns={COLUMNS}
                rows={group.users}
                renderRow={(user) => (
                  <tr key={user.id} data-user-id={user.id}>
                    <td data-label="Name">{user.fullName}</td>
                    <td data-label="Email" className="adm-break">
                      {user.email}
                    </td>
                    <td data-label="Account" className="adm-mono">
                      {maskAccountNumber(user.accountNumber)}
                    </td>
                    <td data-label="Status">{formatStatus(user.accountStatus)}</td>
                    <td data-label="Registered">{formatDateTime(user.createdAt)}</td>
                    <ActionsCell>
                      {user.accountStatus !== 'approved' && user.accountStatus !== 'active' && (
                        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => decide(user, 'approved')}>
                          Approve
                        </button>
                      )}
                      {user.accountStatus !== 'rejected' && (
                        <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => decide(user, 'rejected')}>
                          Reject
                        </button>
                      )}
                      <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => setDeleteTarget(user)}>
                        Delete
                      </button>
                    </ActionsCell>
                  </tr>
                )}
              />
            </table>
          </div>
        </div>
      ))}
      {deleteTarget && (
        <DeleteUserDialog
          user={deleteTarget}
          onCancel={() => {
            setDeleteTarget(null);
            setNotice({ tone: 'info', text: UserDeleteMessages.cancelled });
          }}
          onConfirm={() => {
            const user = deleteTarget;
            setDeleteTarget(null);
            remove.mutate(
              { id: user.id },
              {
                onSuccess: () => setNotice({ tone: 'success', text: UserDeleteMessages.deleted }),
                onError: (error) => setNotice({ tone: 'error', text: UserDeleteMessages.failed(error.message) }),
              },
            );
          }}
        />
      )}
    </section>
  );
}
