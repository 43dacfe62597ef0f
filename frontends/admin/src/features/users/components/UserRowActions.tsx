import type { ReactNode } from 'react';
import { Api, type StoredProfile } from '@portal/contracts/web';
import { useMayCall } from '@portal/web-core';
import { ActionsCell } from '../../../components/ActionsCell';

/**
 * A user row's actions: the list's own buttons, then Delete (for the roles that may delete), which opens the confirmation and is named after the
 * user for screen readers. Every list of users ends its row the same way.
 */
export function UserRowActions({
  user,
  busy,
  onDelete,
  children,
}: {
  user: StoredProfile;
  busy: boolean;
  onDelete: (user: StoredProfile) => void;
  children: ReactNode;
}) {
  const mayDelete = useMayCall(Api.adminUsers.deleteUser);
  return (
    <ActionsCell>
      {children}
      {mayDelete && (
        <button
          type="button"
          className="btn btn-danger btn-sm"
          aria-label={`Delete ${user.fullName || user.email}`}
          disabled={busy}
          onClick={() => onDelete(user)}
        >
          Delete
        </button>
      )}
    </ActionsCell>
  );
}
