import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import nodemailer, { type Transporter } from 'nodemailer';
import { createLogger } from '@portal/service-kit';

export interface OutgoingMail { to: string; subject: string; text: string; html: string }

const QUEUE = 'identity-mail';

export interface MailSettings { redisUrl: string; smtpHost: string; smtpPort: number; from: string }

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
    smtpHost: env.SMTP_HOST ?? '127.0.0.1',
    smtpPort: Number(env.SMTP_PORT ?? 1025),
    from: env.MAIL_FROM ?? 'UNSEAF Grant Portal <noreply@grant-portal.local>',
  };
}

/**
 * Outgoing e-mail as BullMQ jobs: the request that asks for a mail returns at once, and a mail
 * that cannot be delivered (SMTP down) is retried with back-off instead of being lost.
 */
@Injectable()
export class MailQueue implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger('identity.mail');
  private queue: Queue<OutgoingMail> | undefined;
  private worker: Worker<OutgoingMail> | undefined;
  private transport: Transporter | undefined;

  constructor(private readonly settings: MailSettings = mailSettingsFromEnv()) {}

  onModuleInit(): void {
    // BullMQ needs blocking connections without a per-request retry limit.
    const connection = () => new Redis(this.settings.redisUrl, { maxRetriesPerRequest: null });
    this.transport = nodemailer.createTransport({ host: this.settings.smtpHost, port: this.settings.smtpPort, secure: false, ignoreTLS: true });
    this.queue = new Queue<OutgoingMail>(QUEUE, { connection: connection() });
    this.worker = new Worker<OutgoingMail>(QUEUE, (job) => this.deliver(job), { connection: connection(), concurrency: 2 });
    this.worker.on('failed', (job, error) => this.log.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error.message }, 'mail delivery failed'));
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.queue) throw new Error('Mail queue not started');
    await this.queue.add('mail', mail, {
      attempts: 6, backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true, removeOnFail: { age: 24 * 3600 },
    });
  }

  private async deliver(job: Job<OutgoingMail>): Promise<void> {
    await this.transport!.sendMail({ from: this.settings.from, ...job.data });
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.transport?.close();
  }
}
