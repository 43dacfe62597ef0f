import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@portal/contracts/web';
import { loadErrorText, usePinStatus } from '@portal/web-core';
import { QueryStatus, StatusBadge } from '@portal/web-core/ui';
import { DeletePinDialog } from './DeletePinDialog';
import { PinSetupDialog } from './PinSetupDialog';
import { ForgotPin } from './ForgotPin';

/** The transaction PIN's status with Set Up / Change and Delete (spec 2 §2.7); changes need the current PIN, a forgotten one is reset by e-mailed link. */
export function PinSection() {
  const { t } = useTranslation();
  const pin = usePinStatus();
  const [open, setOpen] = useState<'setup' | 'delete' | null>(null);
  const [notice, setNotice] = useState<'setupSuccess' | 'deleted' | null>(null);

  const hasPin = pin.data?.hasPin === true;
  // The server names a lock only while it lasts; the status is read again after every change.
  const locked = !!pin.data?.lockedUntil;
  const openDialog = (which: 'setup' | 'delete') => {
    setNotice(null);
    setOpen(which);
  };

  return (
    <div className="set-pin" aria-labelledby="set-pin-heading" role="group">
      <h3 id="set-pin-heading">{t('security.pinTitle')}</h3>
      {notice && (
        <div className="alert alert-success" role="status">
          {t(`security.${notice}`)}
        </div>
      )}
      <QueryStatus query={pin} loading={t('security.checkingPin')} errorText={(error) => loadErrorText(error, t('security.pinService'))} inline />
      {pin.data && (
        <>
          <p className="set-pin-status" data-testid="pin-status">
            {t('security.statusLabel')}{' '}
            <StatusBadge tone={hasPin ? 'success' : 'warning'}>{hasPin ? t('security.pinIsSet') : t('security.noPinSet')}</StatusBadge>
            {locked && <StatusBadge tone="danger">{t('security.locked')}</StatusBadge>}
          </p>
          <p className="set-muted">{t('security.pinUse', { digits: PIN_LENGTH })}</p>
          {locked && hasPin && <p className="set-muted">{t('security.lockedUseReset')}</p>}
          <div className="set-buttons">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => openDialog('setup')}>
              {hasPin ? t('security.changePin') : t('security.setUpPin')}
            </button>
            {hasPin && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => openDialog('delete')}>
                {t('security.deletePin')}
              </button>
            )}
          </div>
          {hasPin && !open && <ForgotPin idPrefix="set-pin-section" />}
        </>
      )}
      {open === 'setup' && <PinSetupDialog change={hasPin} locked={locked} onClose={() => setOpen(null)} onSaved={() => setNotice('setupSuccess')} />}
      {open === 'delete' && <DeletePinDialog locked={locked} onClose={() => setOpen(null)} onDeleted={() => setNotice('deleted')} />}
    </div>
  );
}
