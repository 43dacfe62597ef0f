import { useState } from 'react';
import { PIN_LENGTH, PinMessages, isApiError } from '@portal/contracts';
import { loadErrorText, usePinStatus } from '@portal/web-core';
import { QueryStatus, StatusBadge } from '@portal/web-core/ui';
import { useDeletePin } from '../api/delete-pin';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { PinSetupDialog } from './PinSetupDialog';

/** The transaction PIN's status with Set Up / Change and Delete (spec 2 §2.7). */
export function PinSection() {
  const pin = usePinStatus();
  const deletePin = useDeletePin();
  const [setupOpen, setSetupOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const hasPin = pin.data?.hasPin === true;
  const lockedUntil = pin.data?.lockedUntil ? Date.parse(pin.data.lockedUntil) : NaN;
  const locked = lockedUntil > Date.now();
  const deleteError = deletePin.error
    ? isApiError(deletePin.error) && deletePin.error.statusCode !== 500
      ? deletePin.error.message
      : 'Failed to delete PIN'
    : null;

  const confirmDelete = () =>
    deletePin.mutate(undefined, {
      onSuccess: () => {
        setDeleteOpen(false);
        setNotice(PinMessages.deleted);
      },
    });

  return (
    <div className="set-pin" aria-labelledby="set-pin-heading" role="group">
      <h3 id="set-pin-heading">Transaction PIN</h3>
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      <QueryStatus query={pin} loading="Checking PIN status…" errorText={(error) => loadErrorText(error, 'The PIN service')} inline />
      {pin.data && (
        <>
          <p className="set-pin-status" data-testid="pin-status">
            Status: <StatusBadge tone={hasPin ? 'success' : 'warning'}>{hasPin ? 'PIN is set' : 'No PIN set'}</StatusBadge>
            {locked && <StatusBadge tone="danger">Locked</StatusBadge>}
          </p>
          <p className="set-muted">{`Your ${PIN_LENGTH}-digit PIN confirms withdrawals and other transactions.`}</p>
          <div className="set-buttons">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => {
                setNotice(null);
                setSetupOpen(true);
              }}
            >
              {hasPin ? 'Change PIN' : 'Set Up PIN'}
            </button>
            {hasPin && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => {
                  setNotice(null);
                  deletePin.reset();
                  setDeleteOpen(true);
                }}
              >
                Delete PIN
              </button>
            )}
          </div>
        </>
      )}
      {setupOpen && <PinSetupDialog change={hasPin} onClose={() => setSetupOpen(false)} onSaved={() => setNotice(PinMessages.setupSuccess)} />}
      {deleteOpen && <ConfirmDeleteDialog busy={deletePin.isPending} error={deleteError} onCancel={() => setDeleteOpen(false)} onConfirm={confirmDelete} />}
    </div>
  );
}
