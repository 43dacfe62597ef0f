import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, WEBHOOK_EVENT_TYPES, type CreatedWebhookEndpoint, type WebhookEventType } from '@portal/contracts/web';
import { WebhookUrlSchema } from '@portal/contracts/schemas';
import { Alert, Field, fieldAria, fieldErrorId, focusFirstInvalid } from '@portal/web-core/ui';
import { useCreateWebhook } from '../api/webhooks';
import { eventLabelKey } from '../utils/event-labels';

/** The form that registers an endpoint: its URL and the events it wants. The URL's errors (ours or the server's) show under the URL. */
export function CreateEndpointForm({ onCreated }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const urlId = `${ids}-url`;
  const eventsId = `${ids}-events`;
  const hintId = `${ids}-url-hint`;
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});

  const toggle = (type: WebhookEventType, on: boolean) => setEvents((list) => (on ? [...list, type] : list.filter((e) => e !== type)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      url: WebhookUrlSchema.safeParse(url).success ? undefined : t('adminWebhooks.invalidUrl'),
      events: events.length ? undefined : t('adminWebhooks.eventsRequired'),
    };
    setErrors(found);
    if (found.url || found.events) {
      // The focus goes to the first field that is wrong, in the form's order.
      requestAnimationFrame(() => focusFirstInvalid([found.url ? urlId : '', found.events ? `${eventsId}-0` : ''].filter(Boolean)));
      return;
    }
    const ordered = WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
    create.mutate(
      { url: url.trim(), events: ordered },
      {
        onSuccess: (endpoint) => {
          setUrl('');
          setEvents([]);
          setErrors({});
          onCreated(endpoint);
        },
        // A refusal of the URL by the server's rule (https, public address) belongs to the URL field.
        onError: (error) => setErrors(error instanceof ApiError && error.statusCode === 400 ? { url: error.message } : { form: error.message }),
      },
    );
  };

  return (
    <section className="card adm-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('adminWebhooks.createTitle')}</h2>
      <form noValidate onSubmit={submit}>
        <Field id={urlId} label={t('adminWebhooks.urlLabel')} required error={errors.url}>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            {...fieldAria(urlId, { error: errors.url, required: true, hintId })}
          />
          <span id={hintId} className="adm-hint">
            {t('adminWebhooks.urlHint')}
          </span>
        </Field>
        <fieldset className="adm-webhook-events" aria-describedby={errors.events ? fieldErrorId(eventsId) : undefined}>
          <legend>{t('adminWebhooks.eventsLegend')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type, index) => (
            <label key={type} className="adm-webhook-event">
              <input
                id={`${eventsId}-${index}`}
                type="checkbox"
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                aria-invalid={errors.events ? true : undefined}
              />{' '}
              {t(eventLabelKey(type))}
            </label>
          ))}
          {errors.events && (
            <span id={fieldErrorId(eventsId)} className="field-error">
              {errors.events}
            </span>
          )}
        </fieldset>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? t('adminWebhooks.creating') : t('adminWebhooks.create')}
        </button>
      </form>
    </section>
  );
}
