import { useState } from 'react';
import { type AccountStatus, type StoredProfile } from '@portal/contracts/web';
import { formatDateTime, formatStatus } from '@portal/web-core';
import { Alert, QueryStatus, StatusBadge, DataTable, type DataTableColumn } from '@portal/web-core/ui';
import { useGrantConflicts } from '../api/get-grant-conflicts';
import { useSetUserStatus } from '../api/set-user-status';
import { UserIdentityCells } from './UserIdentityCells';
import { UserRowActions } from './UserRowActions';
import { useDeleteUserFlow, type UserNotice } from '../hooks/use-delete-user-flow';

const COLUMNS: DataTableColumn[] = ['Name', 'Email', 'Account', 'Status', 'Registered', 'Actions'];

/** Grant Conflicts tab: accounts sharing a grant number, grouped, with approve, reject and delete per account. */
export function GrantConflicts() {
  const conflicts = useGrantConflicts();
  const setStatus = useSetUserStatus();
  const [notice, setNotice] = useState<UserNotice | null>(null);
  const deletion = useDeleteUserFlow(setNotice);
  const busy = setStatus.isPending || deletion.pending;

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
          <DataTable
            label={`Accounts with grant number ${group.grantNumber}`}
            columns={COLUMNS}
            rows={group.users}
            renderRow={(user) => (
              <tr key={user.id} data-user-id={user.id}>
                <UserIdentityCells user={user} />
                <td data-label="Status">{formatStatus(user.accountStatus)}</td>
                <td data-label="Registered">{formatDateTime(user.createdAt)}</td>
                <UserRowActions user={user} busy={busy} onDelete={deletion.ask}>
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
                </UserRowActions>
              </tr>
            )}
          />
        </div>
      ))}
      {deletion.dialog}
    </section>
  );
}
