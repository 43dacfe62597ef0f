import type {
  WebhookAttempt as AttemptView,
  WebhookDelivery as DeliveryView,
  WebhookEndpoint as EndpointView,
  WebhookEventType,
  WebhookDeliveryStatus,
} from '@portal/contracts';
import type { WebhookAttempt, WebhookDelivery } from '../generated/prisma/client.js';
import type { EndpointWithLast } from './webhooks.repository.js';

export function toEndpointView(row: EndpointWithLast): EndpointView {
  const last = row.deliveries[0];
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery: last
      ? { status: last.status as WebhookDeliveryStatus, httpStatus: last.lastHttpStatus, at: (last.lastAttemptAt ?? last.createdAt).toISOString() }
      : null,
  };
}

export function toDeliveryView(row: WebhookDelivery): DeliveryView {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export function toAttemptView(row: WebhookAttempt): AttemptView {
  return {
    at: row.attemptedAt.toISOString(),
    httpStatus: row.httpStatus,
    error: row.error,
    durationMs: row.durationMs,
    answerExcerpt: row.answerExcerpt,
    replay: row.replay,
  };
}
