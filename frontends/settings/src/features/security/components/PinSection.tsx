import { useState } from 'react';
import { PIN_LENGTH, PinMessages } from '@portal/contracts';
import { loadErrorText, usePinStatus } from '@portal/web-core';
import { QueryStatus, StatusBadge } from '@portal/web-core/ui';
import { DeletePinDialog } from './DeletePinDialog';
import { PinSetupDialog } from './PinSetupDialog';

/** The transaction PIN's status with Set Up / Change and Delete (spec 2 §2.7); changes need the current PIN or the password. */
export function PinSection() {
  const pin = usePinStatus();
  const [open, setOpen] = useState<'setup' | 'delete' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const hasPin = pin.data?.hasPin === true;
  // The server names a lock only while it lasts; the status is read again after every change.
  const locked = !!pin.data?.lockedUntil;
  const openDialog = (which: 'setup' | 'delete') => {
    setNotice(null);
    setOpen(which);
  };

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
          {locked && hasPin && <p className="set-muted">Your PIN is locked after too many wrong entries. You can change it with your account password.</p>}
          <div className="set-buttons">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => openDialog('setup')}>
              {hasPin ? 'Change PIN' : 'Set Up PIN'}
            </button>
            {hasPin && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => openDialog('delete')}>
                Delete PIN
              </button>
            )}
          </div>
        </>
      )}
      {open === 'setup' && <PinSetupDialog change={hasPin} locked={locked} onClose={() => setOpen(null)} onSaved={() => setNotice(PinMessages.setupSuccess)} />}
      {open === 'delete' && <DeletePinDialog locked={locked} onClose={() => setOpen(null)} onDeleted={() => setNotice(PinMessages.deleted)} />}
    </div>
  );
}
