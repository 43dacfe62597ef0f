import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedWebhookEndpoint } from '@portal/contracts/web';
import { Alert } from '@portal/web-core/ui';
import { useCopy } from '../hooks/use-copy';

/** The new endpoint's signing secret, shown this once, with a copy button and the warning that it will not be shown again. */
export function SecretNotice({ endpoint, onDone }: { endpoint: CreatedWebhookEndpoint; onDone: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const { state, copy } = useCopy();
  return (
    <section className="card adm-section adm-webhook-secret" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('adminWebhooks.secretTitle')}</h2>
      <Alert tone="warning">{t('adminWebhooks.secretWarning')}</Alert>
      <p className="adm-webhook-url">{endpoint.url}</p>
      <code className="adm-secret" aria-label={t('adminWebhooks.secretLabel', { url: endpoint.url })} tabIndex={0}>
        {endpoint.secret}
      </code>
      <div className="adm-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy(endpoint.secret)}>
          {t('adminWebhooks.copy')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDone}>
          {t('adminWebhooks.secretDone')}
        </button>
      </div>
      <div role="status">
        {state === 'copied' && <span>{t('adminWebhooks.copied')}</span>}
        {state === 'failed' && <span className="field-error">{t('adminWebhooks.copyFailed')}</span>}
      </div>
    </section>
  );
}
