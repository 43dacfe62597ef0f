import { Dialog } from '@portal/web-core/ui';

export function ConfirmDeleteDialog({
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog labelledBy="set-del-title" describedBy="set-del-desc" onClose={() => !busy && onCancel()} initialFocus="button">
      <h2 id="set-del-title">Delete Transaction PIN?</h2>
      <p id="set-del-desc">You will not be able to make withdrawals until you set up a new PIN. Are you sure you want to delete your PIN?</p>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      <div className="set-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Deleting…' : 'Delete PIN'}
        </button>
      </div>
    </Dialog>
  );
}
