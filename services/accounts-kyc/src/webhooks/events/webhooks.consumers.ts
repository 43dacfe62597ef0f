import type { FactoryProvider } from '@nestjs/common';
import { Events, type EventContract, type WebhookEventType } from '@portal/contracts';
import { eventConsumerProvider } from '@portal/service-kit';
import type { z } from 'zod';
import { PrismaService } from '../../prisma/prisma.service.js';
import { WebhooksService } from '../webhooks.service.js';

/** The durable consumer of one platform event that endpoints may subscribe to under `type`. */
function delivering<S extends z.ZodType<{ userId: string; at: string }>>(name: string, event: EventContract<S>, type: WebhookEventType): FactoryProvider {
  return eventConsumerProvider({
    name,
    event,
    db: PrismaService,
    handler: WebhooksService,
    handle: (webhooks, data, tx, { id }) => webhooks.record(tx, id, type, data),
  });
}

/**
 * What the webhooks feature consumes: one durable JetStream consumer per event an endpoint may subscribe
 * to (`webhooks-<event>`). Each event is handled once (its inbox row commits with the deliveries it
 * records, one per subscribed endpoint); the deliveries are queued after the commit, so a slow or
 * unreachable receiver never holds up the event stream or the action that published the event.
 */
export const webhooksConsumers: FactoryProvider[] = [
  delivering('webhooks-withdrawal-status', Events.withdrawalStatusChanged, 'withdrawal.status-changed'),
  delivering('webhooks-transfer-status', Events.transferStatusChanged, 'transfer.status-changed'),
  delivering('webhooks-project-payment-status', Events.projectPaymentStatusChanged, 'project-payment.status-changed'),
  delivering('webhooks-kyc-status', Events.kycStatusChanged, 'kyc.status-changed'),
  delivering('webhooks-grant-tranche-released', Events.grantTrancheReleased, 'grant.tranche-released'),
  delivering('webhooks-grant-report-decided', Events.grantReportDecided, 'grant.report-decided'),
];
