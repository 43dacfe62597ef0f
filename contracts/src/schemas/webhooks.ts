// The zod schemas of webhooks.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WebhookMessages, WEBHOOK_URL_MAX_LENGTH, WEBHOOK_DELIVERIES_PAGE_MAX } from '../webhooks.js';

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

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

/** The create answer: the endpoint and its signing secret, shown this once (stored encrypted, never answered again). */
export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({ secret: z.string() });

export const CreateWebhookBodySchema = z.object({
  url: WebhookUrlSchema,
  events: EventsSchema,
  active: z.boolean().optional(),
});

export const UpdateWebhookBodySchema = z.object({
  url: WebhookUrlSchema.optional(),
  events: EventsSchema.optional(),
  active: z.boolean().optional(),
});

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

/** A delivery with its attempts, oldest first. */
export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({ attemptLog: z.array(WebhookAttemptSchema) });

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
