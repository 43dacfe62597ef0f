import type { ReactNode } from 'react';
import type { StoredProfile } from '@portal/contracts/web';
import { ActionsCell } from '../../../components/ActionsCell';

/**
 * A user row's actions: the list's own buttons, then Delete, which opens the confirmation and is named after the
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
  return (
    <ActionsCell>
      {children}
      <button
        type="button"
        className="btn btn-danger btn-sm"
        aria-label={`Delete ${user.fullName || user.email}`}
        disabled={busy}
        onClick={() => onDelete(user)}
      >
        Delete
      </button>
    </ActionsCell>
  );
}
