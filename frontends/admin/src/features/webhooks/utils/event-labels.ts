import type { WebhookEventType } from '@portal/contracts/web';

/** The catalogue key of each event type's label (catalogue keys hold no dots or dashes of their own). */
export const EVENT_LABEL_KEYS = {
  'withdrawal.status-changed': 'adminWebhooks.event.withdrawalStatusChanged',
  'transfer.status-changed': 'adminWebhooks.event.transferStatusChanged',
  'project-payment.status-changed': 'adminWebhooks.event.projectPaymentStatusChanged',
  'kyc.status-changed': 'adminWebhooks.event.kycStatusChanged',
  'grant.tranche-released': 'adminWebhooks.event.grantTrancheReleased',
  'grant.report-decided': 'adminWebhooks.event.grantReportDecided',
} as const satisfies Record<WebhookEventType, `adminWebhooks.event.${string}`>;

export function eventLabelKey<T extends WebhookEventType>(type: T): (typeof EVENT_LABEL_KEYS)[T] {
  return EVENT_LABEL_KEYS[type];
}
