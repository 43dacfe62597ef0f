import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOK_ENDPOINTS_MAX, WebhookMessages, type RpcIn, type RpcOut, type WebhookEventType } from '@portal/contracts';
import { RpcErrors, createLogger, recordAdminAction, type AfterCommit } from '@portal/service-kit';
import type { Prisma } from '../generated/prisma/client.js';
import type { Db } from '../prisma/prisma.service.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhookSender, WEBHOOK_SETTINGS, displayUrl, type WebhookSettings } from './webhook-sender.js';
import { SecretBox, newWebhookSecret } from './secret-box.js';
import { WebhookUrlError, checkWebhookTarget } from './webhook-url.js';
import { toAttemptView, toDeliveryView, toEndpointView } from './webhooks.mapper.js';

/** An audited value: at most what the audit log keeps. */
const audited = (value: string) => value.slice(0, 500);

/**
 * The integrators' webhooks: staff register endpoints (URL checked by the URL rule, a secret made here and
 * stored encrypted), each subscribed event becomes one delivery per endpoint in the transaction that
 * handles the event, and the sender posts it after the commit. Every change staff make is audited in its
 * own transaction (recordAdminAction).
 */
@Injectable()
export class WebhooksService {
  private readonly log = createLogger('accounts-kyc.webhooks');

  constructor(
    @Inject(WebhooksRepository) private readonly webhooks: WebhooksRepository,
    @Inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @Inject(WebhookSender) private readonly sender: WebhookSender,
    @Inject(SecretBox) private readonly box: SecretBox,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
  ) {}

  /**
   * One event for the endpoints that want it: a delivery row each, in the event's inbox transaction, queued
   * after the commit. An event about a recipient whose profile is gone (erased) is sent to nobody.
   */
  async record(tx: Db, eventId: string, type: WebhookEventType, data: { userId: string; at: string }): Promise<AfterCommit | void> {
    const endpoints = await this.webhooks.subscribers(type, tx);
    if (endpoints.length === 0) return;
    if (!(await this.profiles.findById(data.userId, tx))) return;
    const occurredAt = Number.isNaN(Date.parse(data.at)) ? new Date() : new Date(data.at);
    const rows = endpoints.map((endpoint) => ({
      id: randomUUID(),
      endpointId: endpoint.id,
      eventId,
      eventType: type,
      userId: data.userId,
      payload: data as Prisma.InputJsonValue,
      occurredAt,
    }));
    await this.webhooks.createDeliveries(rows, tx);
    return async () => {
      for (const row of rows) await this.sender.enqueue(row.id);
    };
  }

  async list(): Promise<RpcOut<'webhooksList'>> {
    return (await this.webhooks.listEndpoints()).map(toEndpointView);
  }

  /** The URL by the rule (its form, and where its host resolves), or a 400 with the message for the URL field. */
  private async checkedUrl(raw: string): Promise<string> {
    try {
      return (await checkWebhookTarget(raw, this.settings.rule)).toString();
    } catch (error) {
      if (error instanceof WebhookUrlError) throw RpcErrors.validation(error.message);
      throw error;
    }
  }

  async create(input: RpcIn<'webhooksCreate'>): Promise<RpcOut<'webhooksCreate'>> {
    const url = await this.checkedUrl(input.url);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const events = [...new Set(input.events)];
    const row = await this.webhooks.transaction(async (tx) => {
      // One endpoint at a time, so two creations cannot both pass the limit.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'))`;
      if ((await this.webhooks.countEndpoints(tx)) >= WEBHOOK_ENDPOINTS_MAX) throw RpcErrors.conflict(WebhookMessages.tooMany);
      const created = await this.webhooks.createEndpoint(
        { id, url, events, active: input.active ?? true, secretCiphertext: this.box.seal(secret, id), createdBy: input.actorId },
        tx,
      );
      await recordAdminAction(tx, {
        service: 'accounts-kyc',
        actorId: input.actorId,
        action: 'webhook_create',
        targetType: 'webhook_endpoint',
        targetId: id,
        newValue: audited(displayUrl(url)),
        description: audited(`Webhook endpoint added for ${events.join(', ')}${created.active ? '' : ' (disabled)'}`),
      });
      return created;
    });
    this.log.info({ endpointId: id, url: displayUrl(url), events }, 'webhook endpoint added');
    return { ...toEndpointView({ ...row, deliveries: [] }), secret };
  }

  async update(input: RpcIn<'webhooksUpdate'>): Promise<RpcOut<'webhooksUpdate'>> {
    if (input.url === undefined && input.events === undefined && input.active === undefined) throw RpcErrors.validation(WebhookMessages.nothingToChange);
    const url = input.url === undefined ? undefined : await this.checkedUrl(input.url);
    await this.webhooks.transaction(async (tx) => {
      const before = await this.webhooks.lockEndpoint(input.endpointId, tx);
      if (!before) throw RpcErrors.notFound(WebhookMessages.endpointNotFound);
      const events = input.events === undefined ? undefined : [...new Set(input.events)];
      const after = await this.webhooks.updateEndpoint(input.endpointId, { url, events, active: input.active }, tx);
      const describe = (row: typeof before) => `${row.active ? 'active' : 'disabled'} ${displayUrl(row.url)} [${row.events.join(', ')}]`;
      await recordAdminAction(tx, {
        service: 'accounts-kyc',
        actorId: input.actorId,
        action: 'webhook_update',
        targetType: 'webhook_endpoint',
        targetId: input.endpointId,
        oldValue: audited(describe(before)),
        newValue: audited(describe(after)),
        description: before.active === after.active ? 'Webhook endpoint changed' : after.active ? 'Webhook endpoint enabled' : 'Webhook endpoint disabled',
      });
    });
    const row = (await this.webhooks.listEndpoints()).find((e) => e.id === input.endpointId);
    if (!row) throw RpcErrors.notFound(WebhookMessages.endpointNotFound);
    return toEndpointView(row);
  }

  async remove(input: RpcIn<'webhooksDelete'>): Promise<RpcOut<'webhooksDelete'>> {
    await this.webhooks.transaction(async (tx) => {
      const before = await this.webhooks.lockEndpoint(input.endpointId, tx);
      if (!before) throw RpcErrors.notFound(WebhookMessages.endpointNotFound);
      await this.webhooks.deleteEndpoint(input.endpointId, tx);
      await recordAdminAction(tx, {
        service: 'accounts-kyc',
        actorId: input.actorId,
        action: 'webhook_delete',
        targetType: 'webhook_endpoint',
        targetId: input.endpointId,
        oldValue: audited(displayUrl(before.url)),
        newValue: 'deleted',
        description: 'Webhook endpoint deleted with its deliveries',
      });
    });
    return { deleted: true };
  }

  async deliveries(input: RpcIn<'webhooksDeliveries'>): Promise<RpcOut<'webhooksDeliveries'>> {
    if (!(await this.webhooks.findEndpoint(input.endpointId))) throw RpcErrors.notFound(WebhookMessages.endpointNotFound);
    return (await this.webhooks.deliveries(input.endpointId, input.status, input.limit)).map(toDeliveryView);
  }

  async delivery(deliveryId: string): Promise<RpcOut<'webhooksDelivery'>> {
    const row = await this.webhooks.delivery(deliveryId);
    if (!row) throw RpcErrors.notFound(WebhookMessages.deliveryNotFound);
    return { ...toDeliveryView(row), attemptLog: row.attemptLog.map(toAttemptView) };
  }

  /** Sends a delivery again (same id, new timestamp), retried like the first; audited. */
  async replay(input: RpcIn<'webhooksReplay'>): Promise<RpcOut<'webhooksReplay'>> {
    const row = await this.webhooks.transaction(async (tx) => {
      const reopened = await this.webhooks.reopen(input.deliveryId, tx);
      if (!reopened) throw RpcErrors.notFound(WebhookMessages.deliveryNotFound);
      await recordAdminAction(tx, {
        service: 'accounts-kyc',
        actorId: input.actorId,
        action: 'webhook_replay',
        targetType: 'webhook_delivery',
        targetId: reopened.id,
        userId: null,
        newValue: 'pending',
        description: audited(`Webhook delivery of ${reopened.eventType} sent again`),
      });
      return reopened;
    });
    await this.sender.replay(row.id);
    return toDeliveryView(row);
  }
}
