import { Inject, Injectable } from '@nestjs/common';
import type { WebhookDeliveryStatus, WebhookEventType } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { Prisma, WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../generated/prisma/client.js';

export type EndpointWithLast = WebhookEndpoint & { deliveries: Pick<WebhookDelivery, 'status' | 'lastHttpStatus' | 'createdAt' | 'lastAttemptAt'>[] };
export type DeliveryWithEndpoint = WebhookDelivery & { endpoint: WebhookEndpoint };

/** What one attempt left: its outcome and what the delivery becomes. */
export interface AttemptOutcome {
  at: Date;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
  answerExcerpt: string | null;
  replay: boolean;
  /** The delivery's status after it: delivered, still pending (a retry follows) or failed (no attempt left). */
  status: WebhookDeliveryStatus;
}

/** The webhook endpoints, their deliveries and the attempts' log. Methods take a transaction when they are part of one. */
@Injectable()
export class WebhooksRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  /** Every endpoint, oldest first, with its newest delivery. */
  listEndpoints(): Promise<EndpointWithLast[]> {
    return this.db.webhookEndpoint.findMany({
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: {
        deliveries: { orderBy: { createdAt: 'desc' }, take: 1, select: { status: true, lastHttpStatus: true, createdAt: true, lastAttemptAt: true } },
      },
    });
  }

  countEndpoints(tx: Db): Promise<number> {
    return tx.webhookEndpoint.count();
  }

  /** The endpoint, locked for the rest of the transaction. */
  async lockEndpoint(id: string, tx: Db): Promise<WebhookEndpoint | null> {
    await tx.$queryRaw`SELECT id FROM webhook_endpoints WHERE id = ${id}::uuid FOR UPDATE`;
    return tx.webhookEndpoint.findUnique({ where: { id } });
  }

  findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return this.db.webhookEndpoint.findUnique({ where: { id } });
  }

  createEndpoint(data: Prisma.WebhookEndpointUncheckedCreateInput, tx: Db): Promise<WebhookEndpoint> {
    return tx.webhookEndpoint.create({ data });
  }

  updateEndpoint(id: string, data: Prisma.WebhookEndpointUncheckedUpdateInput, tx: Db): Promise<WebhookEndpoint> {
    return tx.webhookEndpoint.update({ where: { id }, data: { ...data, updatedAt: new Date() } });
  }

  async deleteEndpoint(id: string, tx: Db): Promise<void> {
    await tx.webhookEndpoint.delete({ where: { id } });
  }

  /** The active endpoints that want this event type. */
  subscribers(type: WebhookEventType, tx: Db): Promise<Pick<WebhookEndpoint, 'id'>[]> {
    return tx.webhookEndpoint.findMany({ where: { active: true, events: { has: type } }, select: { id: true } });
  }

  /** One delivery per endpoint for an event; one already recorded for the same (endpoint, event) is kept. */
  async createDeliveries(rows: Prisma.WebhookDeliveryCreateManyInput[], tx: Db): Promise<void> {
    await tx.webhookDelivery.createMany({ data: rows, skipDuplicates: true });
  }

  deliveries(endpointId: string, status: WebhookDeliveryStatus | undefined, limit: number): Promise<WebhookDelivery[]> {
    return this.db.webhookDelivery.findMany({
      where: { endpointId, ...(status ? { status } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  delivery(id: string): Promise<(WebhookDelivery & { attemptLog: WebhookAttempt[] }) | null> {
    return this.db.webhookDelivery.findUnique({ where: { id }, include: { attemptLog: { orderBy: [{ attemptedAt: 'asc' }, { id: 'asc' }] } } });
  }

  /** The delivery with its endpoint, as the sender needs it. */
  forSending(id: string): Promise<DeliveryWithEndpoint | null> {
    return this.db.webhookDelivery.findUnique({ where: { id }, include: { endpoint: true } });
  }

  /** Puts a delivery back to pending for a replay; null when it does not exist. */
  async reopen(id: string, tx: Db): Promise<WebhookDelivery | null> {
    const found = await tx.webhookDelivery.updateMany({ where: { id }, data: { status: 'pending' } });
    return found.count ? tx.webhookDelivery.findUnique({ where: { id } }) : null;
  }

  /** Logs an attempt and brings the delivery to its outcome, in one transaction. */
  async recordAttempt(deliveryId: string, outcome: AttemptOutcome): Promise<void> {
    await this.db.$transaction([
      this.db.webhookAttempt.create({
        data: {
          deliveryId,
          attemptedAt: outcome.at,
          httpStatus: outcome.httpStatus,
          error: outcome.error,
          durationMs: outcome.durationMs,
          answerExcerpt: outcome.answerExcerpt,
          replay: outcome.replay,
        },
      }),
      this.db.webhookDelivery.update({
        where: { id: deliveryId },
        data: {
          attempts: { increment: 1 },
          lastHttpStatus: outcome.httpStatus,
          lastError: outcome.error,
          lastAttemptAt: outcome.at,
          status: outcome.status,
          ...(outcome.status === 'delivered' ? { deliveredAt: outcome.at } : {}),
        },
      }),
    ]);
  }

  /** Deliveries of active endpoints still pending that were written (or last tried) before `before`, oldest first. */
  pendingSince(before: Date, limit: number): Promise<Pick<WebhookDelivery, 'id'>[]> {
    return this.db.webhookDelivery.findMany({
      where: { status: 'pending', createdAt: { lt: before }, endpoint: { active: true } },
      orderBy: { createdAt: 'asc' },
      take: limit,
      select: { id: true },
    });
  }
}
