import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@portal/contracts/web';
import { StatusBadge, type BadgeTone } from '@portal/web-core/ui';

const TONE: Record<WebhookDeliveryStatus, BadgeTone> = { pending: 'warning', delivered: 'success', failed: 'danger' };

/** A delivery's status as a badge. */
export function DeliveryStatus({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} status={status}>
      {t(`adminWebhooks.status_${status}`)}
    </StatusBadge>
  );
}
