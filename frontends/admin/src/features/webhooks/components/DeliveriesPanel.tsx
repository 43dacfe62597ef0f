import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Api, type WebhookDelivery, type WebhookEndpoint } from '@portal/contracts/web';
import { useDateFormat, useMayCall, useToast } from '@portal/web-core';
import { DataTable, QueryStatus, Skeleton } from '@portal/web-core/ui';
import { useReplayDelivery, useWebhookDeliveries } from '../api/webhooks';
import { eventLabelKey } from '../utils/event-labels';
import { DeliveryStatus } from './DeliveryStatus';

/** The deliveries log of one endpoint, newest first, each with Replay. */
export function DeliveriesPanel({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const { formatDateTime } = useDateFormat();
  const mayReplay = useMayCall(Api.adminWebhooks.replay);
  const toast = useToast();
  const deliveries = useWebhookDeliveries(endpoint.id);
  const replay = useReplayDelivery();
  const columns = [
    t('adminWebhooks.eventType'),
    t('adminWebhooks.status'),
    t('adminWebhooks.attempts'),
    t('adminWebhooks.httpStatus'),
    t('adminWebhooks.time'),
    { label: t('adminWebhooks.actions'), hideLabel: true },
  ];
  const send = (delivery: WebhookDelivery) =>
    replay.mutate(delivery.id, {
      onSuccess: () => toast('success', t('adminWebhooks.replayed')),
      onError: (error) => toast('error', error.message),
    });
  return (
    <section className="card adm-section" aria-labelledby={`${ids}-title`}>
      <div className="adm-section-head">
        <h2 id={`${ids}-title`} className="adm-webhook-url">
          {t('adminWebhooks.deliveriesTitle', { url: endpoint.url })}
        </h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
          {t('adminWebhooks.closeDeliveries')}
        </button>
      </div>
      {deliveries.isPending ? <Skeleton label={t('adminWebhooks.deliveriesLoading')} lines={3} /> : <QueryStatus query={deliveries} loading="" />}
      {deliveries.data && (
        <DataTable
          label={t('adminWebhooks.deliveriesLabel')}
          columns={columns}
          rows={deliveries.data}
          empty={<p className="adm-empty">{t('adminWebhooks.deliveriesEmpty')}</p>}
          renderRow={(d: WebhookDelivery) => {
            const time = formatDateTime(d.lastAttemptAt ?? d.createdAt);
            const event = t(eventLabelKey(d.eventType));
            return (
              <tr key={d.id}>
                <td>{event}</td>
                <td>
                  <DeliveryStatus status={d.status} />
                </td>
                <td>{d.attempts}</td>
                <td>{d.lastHttpStatus ?? t('adminWebhooks.none')}</td>
                <td>{time}</td>
                <td>
                  {mayReplay && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={t('adminWebhooks.replayFor', { event, time })}
                      disabled={replay.isPending && replay.variables === d.id}
                      onClick={() => send(d)}
                    >
                      {t('adminWebhooks.replay')}
                    </button>
                  )}
                </td>
              </tr>
            );
          }}
        />
      )}
    </section>
  );
}
