import { useId, useState } from 'react';
import { DELETE_CONFIRMATION_WORD, type StoredProfile } from '@portal/contracts/web';
import { Dialog, DialogHeader } from '@portal/web-core/ui';

/**
 * The typed confirmation before a permanent delete: the admin types DELETE. Anything else (or closing)
 * cancels; the caller reports 'Deletion cancelled'.
 */
export function DeleteUserDialog({ user, onConfirm, onCancel }: { user: StoredProfile; onConfirm: () => void; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const inputId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onCancel} initialFocus="input">
      <DialogHeader titleId={titleId} title="Delete User" onClose={onCancel} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === DELETE_CONFIRMATION_WORD) onConfirm();
          else onCancel();
        }}
      >
        <p>
          Permanently delete <strong>{user.fullName}</strong> ({user.email})? Their login and personal data are erased; the ledger keeps anonymised entries. The
          balance must be $0.00.
        </p>
        <label htmlFor={inputId}>Type {DELETE_CONFIRMATION_WORD} to confirm</label>
        <input id={inputId} className="input" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <div className="adm-actions">
          <button type="submit" className="btn btn-danger">
            Delete User
          </button>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
