import { useId, useState } from 'react';
import { PROCESSING_MESSAGE_MAX_LENGTH, WITHDRAWAL_STATUS_LABELS, formatUsd } from '@portal/contracts/web';
import { Dialog, Field } from '@portal/web-core/ui';
import type { StatusChange } from '../api/set-withdrawal-status';

interface Props {
  change: StatusChange;
  busy: boolean;
  onConfirm: (message: string | undefined) => void;
  onCancel: () => void;
}

/** Asks before a withdrawal becomes completed or failed (both final). */
export function ConfirmStatusDialog({ change, busy, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const descId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const { withdrawal, status } = change;
  const label = WITHDRAWAL_STATUS_LABELS[status];
  return (
    <Dialog labelledBy={titleId} describedBy={descId} onClose={() => !busy && onCancel()} initialFocus="[data-autofocus]">
      <h2 id={titleId}>Mark withdrawal as {label.toLowerCase()}?</h2>
      <div id={descId}>
        <p>
          Withdrawal <strong>{withdrawal.transactionNumber}</strong> of <strong>{formatUsd(withdrawal.amountCents)}</strong> will be marked{' '}
          <strong>{label}</strong>.
        </p>
        {status === 'completed' && <p>The completion time is recorded. This cannot be changed afterwards.</p>}
        {status === 'failed' && (
          <p>The amount of {formatUsd(withdrawal.amountCents)} is returned to the recipient's balance. This cannot be changed afterwards.</p>
        )}
      </div>
      <Field id={noteId} label="Processing message (optional)">
        <textarea id={noteId} className="input" rows={2} maxLength={PROCESSING_MESSAGE_MAX_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="adm-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          data-autofocus
          className={status === 'failed' ? 'btn btn-danger' : 'btn btn-primary'}
          onClick={() => onConfirm(note.trim() || undefined)}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Updating…' : 'Confirm'}
        </button>
      </div>
    </Dialog>
  );
}
