import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PinMessages } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { Dialog } from '@portal/web-core/ui';
import { useDeletePin } from '../api/delete-pin';
import { usePinProof } from '../hooks/use-pin-proof';
import { isPinProofReady, pinErrorText, pinProofBody, proofAfterRefusal } from '../utils/pin-proof';
import { PinProofFields } from './PinProofFields';

/** Deleting the PIN (spec 2 §2.7, §5: after a confirmation), proven with the current PIN. */
export function DeletePinDialog({ locked, onClose, onDeleted }: { locked: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const deletePin = useDeletePin();
  const { proof, setProof, error, setError, fields } = usePinProof(locked);
  const busy = deletePin.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isPinProofReady(proof)) return;
    setError(null);
    deletePin.mutate(pinProofBody(proof), {
      onSuccess: () => {
        onClose();
        onDeleted();
      },
      onError: (err) => {
        setError(pinErrorText(err, PinMessages.deleteFailed));
        setProof((p) => proofAfterRefusal(p, err));
      },
    });
  };

  return (
    <Dialog labelledBy="set-del-title" describedBy="set-del-desc" onClose={() => !busy && onClose()} initialFocus="#set-pin-current-0">
      <form onSubmit={submit} noValidate>
        <h2 id="set-del-title">{t('security.deleteTitle')}</h2>
        <p id="set-del-desc">{t('security.deleteConfirm')}</p>
        <PinProofFields {...fields(busy, 'set-del-error')} />
        {error && (
          <div className="alert alert-error" role="alert" id="set-del-error">
            {serverText(error)}
          </div>
        )}
        <div className="set-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy || !isPinProofReady(proof)} aria-busy={busy || undefined}>
            {busy ? t('security.deleting') : t('security.deletePin')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
