import type { z } from 'zod';
import type {
  WebhookEventTypeSchema,
  WebhookDeliveryStatusSchema,
  WebhookEndpointSchema,
  CreatedWebhookEndpointSchema,
  CreateWebhookBodySchema,
  UpdateWebhookBodySchema,
  WebhookDeliverySchema,
  WebhookAttemptSchema,
  WebhookDeliveryDetailSchema,
} from './schemas/webhooks.js';

/**
 * Outgoing webhooks: staff register HTTPS endpoints of integrators with a secret and the events they
 * want; accounts-kyc posts each chosen event to them as JSON `{ id, type, createdAt, data }`, signed with
 * the endpoint's secret (`X-Portal-Webhook-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`),
 * and retries with exponential back-off until a 2xx answer or the attempt limit.
 */

/** The events an endpoint may subscribe to (the `type` of each delivery). */
export const WEBHOOK_EVENT_TYPES = [
  'withdrawal.status-changed',
  'transfer.status-changed',
  'project-payment.status-changed',
  'kyc.status-changed',
  'grant.tranche-released',
  'grant.report-decided',
] as const;

export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** The headers of every delivery. */
export const WEBHOOK_HEADERS = {
  id: 'X-Portal-Webhook-Id',
  timestamp: 'X-Portal-Webhook-Timestamp',
  signature: 'X-Portal-Webhook-Signature',
} as const;
/** The signature scheme's version, the prefix of the signature header's value. */
export const WEBHOOK_SIGNATURE_VERSION = 'v1';

/** The most endpoints an install keeps (each event is one delivery per subscribed endpoint). */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** The longest endpoint URL. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** How long one attempt may take before it counts as failed (connect, send and answer). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The characters of an answer kept with each attempt (the rest is read and dropped). */
export const WEBHOOK_ANSWER_EXCERPT_CHARS = 500;
/** Deliveries listed per endpoint at most (newest first). */
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;

export const WebhookMessages = {
  invalidUrl: 'Enter a valid URL, e.g. https://hooks.example.org/portal',
  httpsRequired: 'The URL must start with https://',
  credentialsInUrl: 'The URL must not contain a user name or password',
  privateAddress: 'The URL must point at a public address (not loopback, private or link-local)',
  unresolvable: 'The URL’s host name could not be resolved',
  eventsRequired: 'Choose at least one event',
  tooMany: `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints can be registered`,
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  nothingToChange: 'Give the URL, the events or whether the endpoint is active',
} as const;

export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>;
