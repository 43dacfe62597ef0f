import { useMemo, useState } from 'react';
import { formatUsd, maskAccountNumber, type KycStatus, type StoredProfile } from '@portal/contracts';
import { formatStatus } from '@portal/web-core';
import { QueryStatus, SearchField, StatusBadge, TableContent, type TableColumn } from '@portal/web-core/ui';
import { useUsers } from '../api/get-users';
import { FundsDialog } from './FundsDialog';
import { GrantDialog } from './GrantDialog';

const KYC_LABELS: Record<KycStatus, string> = {
  not_submitted: 'KYC not submitted',
  pending: 'KYC pending',
  approved: 'KYC approved',
  rejected: 'KYC rejected',
};

const USER_COLUMNS: TableColumn[] = ['Name', 'Email', 'Account', 'Grant Number', 'Status', 'Balance', 'Actions'];

/** Approved recipients with Add/Deduct Funds and Award Grant buttons per row. */
export function UsersList() {
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<StoredProfile | null>(null);
  const [grantTarget, setGrantTarget] = useState<StoredProfile | null>(null);
  const [balances, setBalances] = useState<Record<string, number>>({});
  const users = useUsers('approved');

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    const rows = users.data ?? [];
    if (!q) return rows;
    return rows.filter((u) => [u.fullName, u.email, u.grantNumber].some((v) => v?.toLowerCase().includes(q)));
  }, [users.data, query]);

  return (
    <section className="card adm-section" aria-labelledby="adm-users-title">
      <div className="adm-section-head">
        <h2 id="adm-users-title">Users</h2>
        {users.data && <span className="adm-muted">{users.data.length} approved</span>}
      </div>
      <SearchField label="Search users" placeholder="Name, email or grant number" value={query} onChange={setQuery} className="adm-search" />
      <QueryStatus query={users} loading="Loading users…" errorText={(error) => `Failed to fetch users: ${error.message}`} />
      {users.data && users.data.length === 0 && <p className="adm-empty">No approved users yet.</p>}
      {users.data && users.data.length > 0 && visible.length === 0 && <p className="adm-empty">No users match the search.</p>}
      {visible.length > 0 && (
        <div className="table-wrap">
          <table className="table adm-users-table adm-stack">
            <TableContent
              columns={USER_COLUMNS}
              rows={visible}
              renderRow={(user) => (
                <tr key={user.id} data-user-id={user.id} data-email={user.email}>
                  <td data-label="Name">{user.fullName || `${user.firstName} ${user.lastName}`}</td>
                  <td data-label="Email" className="adm-break">
                    {user.email}
                  </td>
                  <td data-label="Account" className="adm-mono">
                    {maskAccountNumber(user.accountNumber)}
                  </td>
                  <td data-label="Grant Number">{user.grantNumber}</td>
                  <td data-label="Status">
                    <StatusBadge tone="success">{formatStatus(user.accountStatus)}</StatusBadge>{' '}
                    <StatusBadge tone="neutral">{KYC_LABELS[user.kycStatus]}</StatusBadge>
                  </td>
                  <td data-label="Balance" data-balance>
                    {balances[user.id] !== undefined ? formatUsd(balances[user.id]!) : '—'}
                  </td>
                  <td data-label="Actions">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      aria-label={`Add/Deduct Funds for ${user.fullName || user.email}`}
                      onClick={() => setTarget(user)}
                    >
                      Add/Deduct Funds
                    </button>{' '}
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Award Grant to ${user.fullName || user.email}`}
                      onClick={() => setGrantTarget(user)}
                    >
                      Award Grant
                    </button>
                  </td>
                </tr>
              )}
            />
          </table>
        </div>
      )}
      {target && (
        <FundsDialog
          user={target}
          onClose={() => setTarget(null)}
          onApplied={(userId, balanceCents) => setBalances((all) => ({ ...all, [userId]: balanceCents }))}
        />
      )}
      {grantTarget && (
        <GrantDialog
          user={grantTarget}
          onClose={() => setGrantTarget(null)}
          onAwarded={(userId, balanceCents) => setBalances((all) => ({ ...all, [userId]: balanceCents }))}
        />
      )}
    </section>
  );
}
