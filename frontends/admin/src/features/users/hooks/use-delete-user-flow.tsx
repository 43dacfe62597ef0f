import { useState, type ReactNode } from 'react';
import { UserDeleteMessages, type StoredProfile } from '@portal/contracts/web';
import { useDeleteUser } from '../api/manage-user';
import { DeleteUserDialog } from '../components/DeleteUserDialog';

export interface UserNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * Deleting a user from a list: `ask(user)` opens the confirmation, and the outcome (cancelled, deleted, failed)
 * reaches the list as a notice. Every list that offers Delete shows the same dialog and the same messages.
 */
export function useDeleteUserFlow(onNotice: (notice: UserNotice) => void): { ask: (user: StoredProfile) => void; dialog: ReactNode; pending: boolean } {
  const remove = useDeleteUser();
  const [target, setTarget] = useState<StoredProfile | null>(null);
  const dialog = target && (
    <DeleteUserDialog
      user={target}
      onCancel={() => {
        setTarget(null);
        onNotice({ tone: 'info', text: UserDeleteMessages.cancelled });
      }}
      onConfirm={() => {
        setTarget(null);
        remove.mutate(
          { id: target.id },
          {
            onSuccess: () => onNotice({ tone: 'success', text: UserDeleteMessages.deleted }),
            onError: (error) => onNotice({ tone: 'error', text: UserDeleteMessages.failed(error.message) }),
          },
        );
      }}
    />
  );
  return { ask: setTarget, dialog, pending: remove.isPending };
}
