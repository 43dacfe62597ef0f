import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Api, type CreatedWebhookEndpoint, type WebhookEndpoint } from '@portal/contracts/web';
import { useDateFormat, useMayCall, useToast } from '@portal/web-core';
import { DataTable, QueryStatus, Skeleton, usePageTitle } from '@portal/web-core/ui';
import { ADMIN_SITE_TITLE } from '../../../config/site';
import { useUpdateWebhook, useWebhookEndpoints } from '../api/webhooks';
import { eventLabelKey } from '../utils/event-labels';
import { CreateEndpointForm } from './CreateEndpointForm';
import { DeleteEndpointDialog } from './DeleteEndpointDialog';
import { DeliveriesPanel } from './DeliveriesPanel';
import { DeliveryStatus } from './DeliveryStatus';
import { SecretNotice } from './SecretNotice';

/** /admin/webhooks (admins only): the integrators' endpoints, adding one (its secret shown once), enabling, deleting, and each one's deliveries. */
export function WebhooksPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminWebhooks.title'), ADMIN_SITE_TITLE);
  const { formatDateTime } = useDateFormat();
  const toast = useToast();
  const endpoints = useWebhookEndpoints();
  const update = useUpdateWebhook();
  // The changes are offered to the roles that may make them (the auditor reads the endpoints and deliveries).
  const may = { create: useMayCall(Api.adminWebhooks.create), update: useMayCall(Api.adminWebhooks.update), remove: useMayCall(Api.adminWebhooks.remove) };
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const shown = endpoints.data?.find((e) => e.id === shownId) ?? null;

  const setActive = (endpoint: WebhookEndpoint, active: boolean) =>
    update.mutate(
      { id: endpoint.id, body: { active } },
      {
        onSuccess: () => toast('success', t(active ? 'adminWebhooks.enabled' : 'adminWebhooks.disabled')),
        onError: (error) => toast('error', error.message),
      },
    );

  const columns = [
    t('adminWebhooks.url'),
    t('adminWebhooks.events'),
    t('adminWebhooks.active'),
    t('adminWebhooks.lastDelivery'),
    { label: t('adminWebhooks.actions'), hideLabel: true },
  ];
  return (
    <>
      <h1>{t('adminWebhooks.title')}</h1>
      <p>{t('adminWebhooks.intro')}</p>
      {created && <SecretNotice endpoint={created} onDone={() => setCreated(null)} />}
      {may.create && <CreateEndpointForm onCreated={setCreated} />}
      <section className="card adm-section" aria-labelledby="adm-webhooks-list">
        <h2 id="adm-webhooks-list">{t('adminWebhooks.listLabel')}</h2>
        {endpoints.isPending ? <Skeleton label={t('adminWebhooks.loading')} lines={3} /> : <QueryStatus query={endpoints} loading="" />}
        {endpoints.data && (
          <DataTable
            label={t('adminWebhooks.listLabel')}
            columns={columns}
            rows={endpoints.data}
            empty={<p className="adm-empty">{t('adminWebhooks.empty')}</p>}
            renderRow={(e: WebhookEndpoint) => (
              <tr key={e.id}>
                <td className="adm-webhook-url">{e.url}</td>
                <td>{e.events.map((type) => t(eventLabelKey(type))).join(', ')}</td>
                <td>{e.active ? t('adminWebhooks.activeYes') : t('adminWebhooks.activeNo')}</td>
                <td>
                  {e.lastDelivery ? (
                    <>
                      <DeliveryStatus status={e.lastDelivery.status} /> {e.lastDelivery.httpStatus ?? ''} {formatDateTime(e.lastDelivery.at)}
                    </>
                  ) : (
                    t('adminWebhooks.noDelivery')
                  )}
                </td>
                <td>
                  <div className="adm-actions">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={t('adminWebhooks.showDeliveriesFor', { url: e.url })}
                      aria-pressed={shownId === e.id}
                      onClick={() => setShownId(shownId === e.id ? null : e.id)}
                    >
                      {t('adminWebhooks.showDeliveries')}
                    </button>
                    {may.update && (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={t(e.active ? 'adminWebhooks.disableFor' : 'adminWebhooks.enableFor', { url: e.url })}
                        disabled={update.isPending && update.variables?.id === e.id}
                        onClick={() => setActive(e, !e.active)}
                      >
                        {e.active ? t('adminWebhooks.disable') : t('adminWebhooks.enable')}
                      </button>
                    )}
                    {may.remove && (
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        aria-label={t('adminWebhooks.removeFor', { url: e.url })}
                        onClick={() => setDeleting(e)}
                      >
                        {t('adminWebhooks.remove')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            )}
          />
        )}
      </section>
      {shown && <DeliveriesPanel endpoint={shown} onClose={() => setShownId(null)} />}
      {deleting && (
        <DeleteEndpointDialog
          endpoint={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            if (shownId === deleting.id) setShownId(null);
            setDeleting(null);
            toast('success', t('adminWebhooks.removed'));
          }}
        />
      )}
    </>
  );
}
