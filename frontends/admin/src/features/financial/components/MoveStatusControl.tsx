import { useId, useState } from 'react';
import type { ApiError } from '@portal/contracts/web';
import { formatStatus } from '@portal/web-core';
import { Alert, Dialog } from '@portal/web-core/ui';

type Status = 'pending' | 'processing' | 'completed' | 'failed';

/**
 * A row's status dropdown: only the moves the record allows are offered; choosing one asks for
 * confirmation (completed and failed are final) before `apply` runs.
 */
export function MoveStatusControl({
  label,
  status,
  allowed,
  describe,
  apply,
}: {
  /** The select's accessible name, e.g. "Status for TRF-…". */
  label: string;
  status: Status;
  allowed: readonly Status[];
  /** What the confirmation says about this record. */
  describe: string;
  apply: (status: Status, message: string | undefined) => Promise<unknown>;
}) {
  const titleId = useId();
  const [target, setTarget] = useState<Status | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await apply(target, message.trim() || undefined);
      setTarget(null);
      setMessage('');
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <select
        className="input adm-status"
        aria-label={label}
        value={status}
        disabled={allowed.length === 0}
        onChange={(e) => setTarget(e.target.value as Status)}
      >
        {[status, ...allowed].map((s) => (
          <option key={s} value={s}>
            {formatStatus(s)}
          </option>
        ))}
      </select>
      {target && (
        <Dialog labelledBy={titleId} onClose={() => !busy && setTarget(null)}>
          <h2 id={titleId}>Mark as {formatStatus(target).toLowerCase()}?</h2>
          <p>
            {describe} will be marked <strong>{formatStatus(target)}</strong>.{target === 'failed' && ' The amount is returned to the recipient’s balance.'}
            {(target === 'completed' || target === 'failed') && ' This cannot be changed afterwards.'}
          </p>
          <label className="field">
            <span className="label">Processing message (optional)</span>
            <textarea className="input" rows={2} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
          </label>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="adm-dialog-actions">
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setTarget(null)}>
              Cancel
            </button>
            <button type="button" className={target === 'failed' ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Updating…' : 'Confirm'}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
