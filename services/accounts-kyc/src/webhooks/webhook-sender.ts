import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import {
  WEBHOOK_ANSWER_EXCERPT_CHARS,
  WEBHOOK_HEADERS,
  WEBHOOK_TIMEOUT_MS,
  portalProfileOf,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@portal/contracts';
import { QUIET_WORKER, createLogger, queueConnections, unwatchQueue, watchQueue } from '@portal/service-kit';
import { WebhooksRepository, type DeliveryWithEndpoint } from './webhooks.repository.js';
import { SecretBox } from './secret-box.js';
import { signWebhook } from './webhook-signature.js';
import { checkWebhookTarget, guardedLookup, type WebhookUrlRule } from './webhook-url.js';

export const WEBHOOK_QUEUE = 'accounts-kyc-webhooks';

/**
 * The delivery schedule: `attempts` tries per job, the n-th retry `retryBaseMs · 2^(n-1)` after the one
 * before (BullMQ's exponential back-off); a sweep every `sweepMs` queues again what is still pending after
 * `resendAfterMs` with no job (a crash between the commit and the queueing, Redis unreachable then).
 */
export interface WebhookSettings {
  retryBaseMs: number;
  attempts: number;
  sweepMs: number;
  resendAfterMs: number;
  timeoutMs: number;
  rule: WebhookUrlRule;
}
export const WEBHOOK_SETTINGS = Symbol('WEBHOOK_SETTINGS');

function positive(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${key} must be a positive whole number, got "${raw}"`);
  return value;
}

export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  return {
    retryBaseMs: positive(env, 'WEBHOOK_RETRY_BASE_MS', 5_000),
    attempts: positive(env, 'WEBHOOK_ATTEMPTS', 10),
    sweepMs: positive(env, 'WEBHOOK_SWEEP_MS', 30_000),
    resendAfterMs: positive(env, 'WEBHOOK_RESEND_AFTER_MS', 60_000),
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    // PORTAL_PROFILE, not NODE_ENV (production for every built app): only development and test reach a local receiver.
    rule: { production: portalProfileOf(env.PORTAL_PROFILE) === 'production' },
  };
}

/** A delivery job: the delivery's id, and whether staff asked for it again (a replay). */
interface WebhookJob {
  deliveryId: string;
  replay?: boolean;
}

/** The body every attempt of a delivery sends (the same bytes each time; the timestamp travels in a header). */
export function webhookBody(delivery: Pick<DeliveryWithEndpoint, 'id' | 'eventType' | 'occurredAt' | 'payload'>): string {
  return JSON.stringify({
    id: delivery.id,
    type: delivery.eventType as WebhookEventType,
    createdAt: delivery.occurredAt.toISOString(),
    data: delivery.payload,
  });
}

interface HttpAnswer {
  status: number;
  excerpt: string;
}

/** Posts the body; resolves with the status and the answer's first characters, rejects on a network error or the time-out. */
function post(url: URL, body: string, headers: Record<string, string>, settings: WebhookSettings): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'grant-portal-webhooks/1', ...headers },
        // The connection goes only to addresses the rule allows, whatever DNS answers now.
        lookup: guardedLookup(settings.rule) as unknown as LookupFunction,
        // Redirects are not followed (node's http never does): a 3xx is an answer that is not 2xx.
        agent: false,
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < WEBHOOK_ANSWER_EXCERPT_CHARS) excerpt += chunk.slice(0, WEBHOOK_ANSWER_EXCERPT_CHARS - excerpt.length);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, excerpt }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${settings.timeoutMs / 1000} s`)), settings.timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(body);
  });
}

/** The URL without its query and fragment (they may hold an integrator's token): what logs and the audit show. */
export function displayUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}`;
  } catch {
    return raw.slice(0, 200);
  }
}

/**
 * Sends the deliveries as BullMQ jobs (`accounts-kyc-webhooks`): the job id is the delivery id, so a delivery
 * is queued at most once at a time; a replay is a job of its own. Each attempt resolves the endpoint's host
 * and checks the addresses by the URL rule, posts the signed body with a time-out, and logs itself; a 2xx
 * answer delivers, anything else is retried with exponential back-off until no attempt is left (failed).
 */
@Injectable()
export class WebhookSender implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger('accounts-kyc.webhooks');
  private readonly redis = queueConnections();
  private queue: Queue<WebhookJob> | undefined;
  private worker: Worker<WebhookJob> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    @Inject(WebhooksRepository) private readonly webhooks: WebhooksRepository,
    @Inject(SecretBox) private readonly box: SecretBox,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
  ) {}

  onModuleInit(): void {
    const { connection } = this.redis;
    this.queue = new Queue<WebhookJob>(WEBHOOK_QUEUE, { connection: connection() });
    watchQueue(this.queue);
    this.worker = new Worker<WebhookJob>(WEBHOOK_QUEUE, (job) => this.attempt(job), { ...QUIET_WORKER, connection: connection(), concurrency: 8 });
    this.worker.on('error', (error) => this.log.warn({ err: error.message }, 'webhook worker error'));
    this.timer = setInterval(() => {
      this.sweeping ??= this.resend()
        .then(() => undefined)
        .catch((error: Error) => this.log.warn({ err: error.message }, 'webhook sweep failed'))
        .finally(() => (this.sweeping = undefined));
    }, this.settings.sweepMs);
  }

  private jobOptions(jobId: string) {
    return {
      jobId,
      attempts: this.settings.attempts,
      backoff: { type: 'exponential' as const, delay: this.settings.retryBaseMs },
      removeOnComplete: true,
      // Kept a week, so the sweep finds a given-up job instead of queueing the delivery again.
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  }

  /** Queues a committed delivery (a repeat for the same delivery is the same job). */
  async enqueue(deliveryId: string): Promise<void> {
    if (!this.queue) throw new Error('Webhook queue not started');
    await this.queue.add('deliver', { deliveryId }, this.jobOptions(deliveryId));
  }

  /** Queues a replay: a job of its own, so it runs now even while the delivery's own job waits for a retry. */
  async replay(deliveryId: string): Promise<void> {
    if (!this.queue) throw new Error('Webhook queue not started');
    await this.queue.add('deliver', { deliveryId, replay: true }, this.jobOptions(`${deliveryId}-replay-${Date.now()}`));
  }

  /** Queues again every delivery pending for longer than the sweep's delay whose job is gone (or was given up). */
  async resend(): Promise<number> {
    if (!this.queue) return 0;
    const pending = await this.webhooks.pendingSince(new Date(Date.now() - this.settings.resendAfterMs), 200);
    let requeued = 0;
    for (const { id } of pending) {
      const job = await this.queue.getJob(id);
      if (!job) {
        await this.enqueue(id);
        requeued += 1;
      } else if (await job.isFailed()) {
        await job.retry('failed', { resetAttemptsMade: true });
        requeued += 1;
      }
    }
    if (requeued) this.log.info({ requeued }, 'pending webhook deliveries queued again');
    return requeued;
  }

  /** One attempt of one delivery. Throws to have BullMQ retry it. */
  private async attempt(job: Job<WebhookJob>): Promise<void> {
    const delivery = await this.webhooks.forSending(job.data.deliveryId);
    // Deleted with its endpoint, already delivered (a job queued again), or the endpoint is disabled (the sweep sends it once enabled).
    if (!delivery || !delivery.endpoint.active) return;
    if (delivery.status !== 'pending' && !job.data.replay) return;
    const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const at = new Date();
    const started = performance.now();
    let httpStatus: number | null = null;
    let error: string | null = null;
    let excerpt: string | null = null;
    try {
      const url = await checkWebhookTarget(delivery.endpoint.url, this.settings.rule);
      const secret = this.box.open(delivery.endpoint.secretCiphertext, delivery.endpoint.id);
      const body = webhookBody(delivery);
      const timestamp = Math.floor(at.getTime() / 1000);
      const answer = await post(
        url,
        body,
        {
          [WEBHOOK_HEADERS.id]: delivery.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
        },
        this.settings,
      );
      httpStatus = answer.status;
      excerpt = answer.excerpt || null;
      if (answer.status < 200 || answer.status > 299) error = `HTTP ${answer.status}`;
    } catch (failure) {
      error = (failure as Error).message.slice(0, 500) || 'request failed';
    }
    const durationMs = Math.round(performance.now() - started);
    const status: WebhookDeliveryStatus = error === null ? 'delivered' : lastTry ? 'failed' : 'pending';
    try {
      await this.webhooks.recordAttempt(delivery.id, { at, httpStatus, error, durationMs, answerExcerpt: excerpt, replay: Boolean(job.data.replay), status });
    } catch (failure) {
      // The endpoint was deleted meanwhile: nothing left to record or retry.
      if (!(await this.webhooks.forSending(delivery.id))) return;
      throw failure;
    }
    const fields = {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      url: displayUrl(delivery.endpoint.url),
      httpStatus,
      durationMs,
      attempt: job.attemptsMade + 1,
    };
    if (error === null) {
      this.log.info(fields, 'webhook delivered');
      return;
    }
    this.log.warn({ ...fields, err: error, willRetry: !lastTry }, lastTry ? 'webhook delivery failed: no attempt left' : 'webhook attempt failed');
    throw new Error(error);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    if (this.queue) unwatchQueue(this.queue);
    await this.worker?.close();
    await this.queue?.close();
    this.redis.close();
  }
}
