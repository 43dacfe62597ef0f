import { z } from 'zod';

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
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
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

const uuid = z.string().uuid();

/** An endpoint URL as typed: an absolute http(s) URL (whether it may be used is the service's rule: https and a public address in production). */
export const WebhookUrlSchema = z
  .string()
  .trim()
  .min(1, WebhookMessages.invalidUrl)
  .max(WEBHOOK_URL_MAX_LENGTH, WebhookMessages.invalidUrl)
  .regex(/^https?:\/\/[^\s/?#@]+/, WebhookMessages.invalidUrl)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, WebhookMessages.invalidUrl);

const EventsSchema = z
  .array(WebhookEventTypeSchema)
  .min(1, WebhookMessages.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'Each event may be chosen once');

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

/** The newest delivery of an endpoint, for the list. */
export const WebhookLastDeliverySchema = z.object({
  status: WebhookDeliveryStatusSchema,
  httpStatus: z.number().int().nullable(),
  at: z.string(),
});

export const WebhookEndpointSchema = z.object({
  id: uuid,
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDelivery: WebhookLastDeliverySchema.nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The create answer: the endpoint and its signing secret, shown this once (stored encrypted, never answered again). */
export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

export const CreateWebhookBodySchema = z.object({
  url: WebhookUrlSchema,
  events: EventsSchema,
  active: z.boolean().optional(),
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

export const UpdateWebhookBodySchema = z.object({
  url: WebhookUrlSchema.optional(),
  events: EventsSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

export const WebhookDeliverySchema = z.object({
  /** The delivery's id: the `id` of the body and `X-Portal-Webhook-Id` (the same on every attempt and replay). */
  id: uuid,
  endpointId: uuid,
  /** The platform event it carries. */
  eventId: uuid,
  eventType: WebhookEventTypeSchema,
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** One attempt to deliver: when, how it ended (HTTP status or error), how long it took, the answer's first characters. */
export const WebhookAttemptSchema = z.object({
  at: z.string(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  answerExcerpt: z.string().nullable(),
  /** Made by a staff replay (not by the retry schedule). */
  replay: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

/** A delivery with its attempts, oldest first. */
export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({ attemptLog: z.array(WebhookAttemptSchema) });
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>;

export const ListWebhookDeliveriesQuerySchema = z.object({
  status: WebhookDeliveryStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERIES_PAGE_MAX).default(50),
});

// The accounts-kyc request messages (the gateway adds who acts).
const actorId = uuid;
export const CreateWebhookRequestSchema = CreateWebhookBodySchema.extend({ actorId });
export const UpdateWebhookRequestSchema = UpdateWebhookBodySchema.extend({ endpointId: uuid, actorId });
export const DeleteWebhookRequestSchema = z.object({ endpointId: uuid, actorId });
export const ListWebhookDeliveriesRequestSchema = ListWebhookDeliveriesQuerySchema.extend({ endpointId: uuid });
export const WebhookDeliveryRequestSchema = z.object({ deliveryId: uuid });
export const ReplayWebhookDeliveryRequestSchema = z.object({ deliveryId: uuid, actorId });
