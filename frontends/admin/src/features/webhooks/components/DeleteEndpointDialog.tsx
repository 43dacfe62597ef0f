import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@portal/contracts/web';
import { Alert, Dialog, DialogHeader } from '@portal/web-core/ui';
import { useDeleteWebhook } from '../api/webhooks';

/** Asks before an endpoint goes (with its deliveries and their log). */
export function DeleteEndpointDialog({ endpoint, onClose, onDeleted }: { endpoint: WebhookEndpoint; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const remove = useDeleteWebhook();
  const confirm = () => remove.mutate(endpoint.id, { onSuccess: onDeleted });
  return (
    <Dialog labelledBy={`${ids}-title`} describedBy={`${ids}-body`} onClose={onClose} initialFocus=".btn-outline">
      <DialogHeader titleId={`${ids}-title`} title={t('adminWebhooks.removeTitle')} onClose={onClose} closeLabel={t('adminWebhooks.cancel')} />
      <p id={`${ids}-body`} className="adm-webhook-url">
        {t('adminWebhooks.removeBody', { url: endpoint.url })}
      </p>
      {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
      <div className="adm-actions">
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={remove.isPending}>
          {t('adminWebhooks.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={confirm} disabled={remove.isPending}>
          {t('adminWebhooks.remove')}
        </button>
      </div>
    </Dialog>
  );
}
