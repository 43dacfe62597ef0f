import { Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { redisOptionsFromEnv, smtpOptionsFromEnv } from '../connections.js';
import { createLogger } from '../logging/logger.js';
import { unwatchQueue, watchQueue } from '../observability/metrics.js';
import { QUIET_WORKER } from './quiet-queue.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSettings {
  /** Where the queue lives (REDIS_URL …, see redisOptionsFromEnv). */
  redis: RedisOptions;
  /** The SMTP relay: host, port, TLS and AUTH (SMTP_HOST …, see smtpOptionsFromEnv). */
  smtp: SMTPTransport.Options;
  from: string;
  /** Delivery attempts of one job before BullMQ gives it up (MAIL_ATTEMPTS, default 8). */
  attempts: number;
  /** First retry delay; each next one doubles (MAIL_RETRY_DELAY_MS, default 2000: 2 s, 4 s, 8 s …). */
  retryDelayMs: number;
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    redis: redisOptionsFromEnv(env),
    smtp: smtpOptionsFromEnv(env),
    from: env.MAIL_FROM ?? 'UNSEAF Grant Portal <noreply@grant-portal.local>',
    attempts: Number(env.MAIL_ATTEMPTS ?? 8),
    retryDelayMs: Number(env.MAIL_RETRY_DELAY_MS ?? 2000),
  };
}

/** Mails one worker sends at once, each over its own pooled SMTP connection. */
const WORKER_CONCURRENCY = 2;
/** Mails sent over one SMTP connection before it is closed and a new one opened. */
const MAX_MESSAGES_PER_CONNECTION = 100;

/** The BullMQ queue of one kind of mail job (every job is named 'mail'). */
type MailJobs<T> = Queue<T, void, 'mail', T, void, 'mail'>;

export interface MailQueueOptions<T> {
  /** The BullMQ queue, one per service (`<service>-mail`): its worker may need the service's own database. */
  queue: string;
  settings?: MailSettings;
  /**
   * The mail a job sends, read when the job runs; null when there is nothing (left) to send, e.g. a
   * stored notification already sent. Without it, the job's data is the mail.
   */
  compose?: (data: T) => Promise<OutgoingMail | null>;
  /** Runs once the SMTP server accepted the mail (marks a stored notification sent). */
  delivered?: (data: T, mail: OutgoingMail) => Promise<void>;
  /** Runs after each failed attempt, before BullMQ retries it with back-off. */
  failed?: (data: T, error: Error, attemptsMade: number) => Promise<void>;
  /**
   * How long a sent job is kept (seconds; default: removed at once). While it is kept, adding a job with
   * the same id adds nothing: one mail per id in that time.
   */
  keepSentSeconds?: number;
}

/**
 * Outgoing e-mail as BullMQ jobs over SMTP (nodemailer): the request or event that asks for a mail
 * returns at once, and a mail that cannot be delivered (SMTP down) is retried with exponential
 * back-off instead of being lost. A job id makes a repeated request the same job (BullMQ keeps one
 * job per id while it waits, runs, waits for a retry or has failed).
 */
export class MailQueue<T = OutgoingMail> {
  private readonly log;
  private readonly settings: MailSettings;
  private queue: MailJobs<T> | undefined;
  private worker: Worker<T> | undefined;
  private transport: Transporter | undefined;
  /** BullMQ does not close connections it was given: they are ours to close on stop. */
  private connections: Redis[] = [];

  constructor(private readonly options: MailQueueOptions<T>) {
    this.settings = options.settings ?? mailSettingsFromEnv();
    this.log = createLogger(`mail.${options.queue}`);
  }

  /** Nest calls it for a provider; also callable directly. */
  onModuleInit(): void {
    this.start();
  }

  start(): void {
    if (this.queue) return;
    // BullMQ needs blocking connections without a per-request retry limit.
    const connection = (maxRetriesPerRequest: number | null = null) => {
      const redis = new Redis({ ...this.settings.redis, maxRetriesPerRequest });
      this.connections.push(redis);
      return redis;
    };
    // Pooled: the worker's mails reuse open SMTP connections (one per concurrent job) instead of a connect,
    // greeting and QUIT per mail; a connection the server closed is replaced on the next mail, and each is
    // renewed after MAX_MESSAGES_PER_CONNECTION mails. TLS and AUTH as the settings say (production:
    // STARTTLS required or TLS from the first byte, and a password; a relay that offers no STARTTLS is
    // refused, the mail is not sent in clear).
    this.transport = nodemailer.createTransport({
      ...this.settings.smtp,
      pool: true,
      maxConnections: WORKER_CONCURRENCY,
      maxMessages: MAX_MESSAGES_PER_CONNECTION,
    });
    // Adding a job fails after a few reconnection attempts instead of waiting for Redis forever.
    this.queue = new Queue(this.options.queue, { connection: connection(3) }) as MailJobs<T>;
    watchQueue(this.queue);
    this.worker = new Worker<T>(this.options.queue, (job) => this.deliver(job), { ...QUIET_WORKER, connection: connection(), concurrency: WORKER_CONCURRENCY });
    this.worker.on('failed', (job, error) => this.log.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error.message }, 'mail delivery failed'));
    this.worker.on('error', (error) => this.log.warn({ err: error.message }, 'mail worker error'));
  }

  private jobOptions(jobId?: string): JobsOptions {
    return {
      ...(jobId ? { jobId } : {}),
      attempts: this.settings.attempts,
      backoff: { type: 'exponential', delay: this.settings.retryDelayMs },
      removeOnComplete: this.options.keepSentSeconds ? { age: this.options.keepSentSeconds } : true,
      // Kept a week, so a repeated request for the same id finds it (and `ensure` can retry it).
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  }

  /** Queues one mail job; with a job id, a job already known under that id is kept and nothing is added. */
  async add(data: T, jobId?: string): Promise<void> {
    if (!this.queue) throw new Error('Mail queue not started');
    await this.queue.add('mail', data, this.jobOptions(jobId));
  }

  /** For a queue of plain mails: queues this one. */
  async send(this: MailQueue<OutgoingMail>, mail: OutgoingMail): Promise<void> {
    await this.add(mail);
  }

  /**
   * Makes sure the job with this id will run: queued when unknown (lost before it was added), retried
   * when BullMQ gave it up after its attempts; left alone while it waits, runs or waits for a retry.
   */
  async ensure(data: T, jobId: string): Promise<'queued' | 'retried' | 'in-queue'> {
    if (!this.queue) throw new Error('Mail queue not started');
    const job = await this.queue.getJob(jobId);
    if (!job) {
      await this.add(data, jobId);
      return 'queued';
    }
    if (await job.isFailed()) {
      await job.retry('failed', { resetAttemptsMade: true });
      return 'retried';
    }
    return 'in-queue';
  }

  private async deliver(job: Job<T>): Promise<void> {
    const mail = this.options.compose ? await this.options.compose(job.data) : (job.data as unknown as OutgoingMail);
    if (!mail) return;
    try {
      // Built whole in memory and sent as one piece: streamed part by part, one mail took a dozen socket
      // writes (each a system call, and a read for the SMTP server). The same composer makes the same message.
      const message = await new MailComposer({ from: this.settings.from, ...mail }).compile().build();
      await this.transport!.sendMail({ from: this.settings.from, to: mail.to, raw: message });
    } catch (error) {
      await this.options.failed?.(job.data, error as Error, job.attemptsMade + 1).catch(() => undefined);
      throw error;
    }
    await this.options.delivered?.(job.data, mail);
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  async stop(): Promise<void> {
    if (this.queue) unwatchQueue(this.queue);
    await this.worker?.close();
    await this.queue?.close();
    this.transport?.close();
    for (const redis of this.connections.splice(0)) redis.disconnect();
    this.worker = undefined;
    this.queue = undefined;
  }
}
