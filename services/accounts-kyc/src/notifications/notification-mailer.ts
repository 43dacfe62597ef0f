import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { MailQueue, createLogger, type OutgoingMail } from '@portal/service-kit';
import { NotificationsRepository } from './notifications.repository.js';

/** A stored notification mail (read when the job runs), or a mail carried by the job itself (a PIN reset link, stored nowhere else). */
type NotificationJob = { notificationId: string } | { mail: OutgoingMail };

export const MAIL_QUEUE = 'accounts-kyc-mail';

/**
 * How often the safety sweep looks for mails left pending, and how old they must be (a job runs sooner).
 * A mail is queued when its row commits; the sweep finds only what that missed (a crash between the
 * commit and the queueing, Redis unreachable then, a job BullMQ gave up), so it runs slowly.
 */
export interface SweepSettings {
  intervalMs: number;
  afterMs: number;
}
export const SWEEP_SETTINGS = Symbol('SWEEP_SETTINGS');
export function sweepSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SweepSettings {
  return { intervalMs: Number(env.NOTIFICATIONS_SWEEP_MS ?? 20_000), afterMs: Number(env.NOTIFICATIONS_RESEND_AFTER_MS ?? 15_000) };
}

/**
 * Sends the stored notification mails through the service's BullMQ mail queue. The job id is the
 * row id, so a mail is queued at most once at a time; the job reads the row when it runs, skips it
 * once sent, and marks it sent when SMTP accepted it. SMTP down: BullMQ retries with exponential
 * back-off. The sweeper queues again what is still pending after a while: a crash between the
 * commit and the queueing, or a job BullMQ gave up, loses no mail.
 */
@Injectable()
export class NotificationMailer implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger('accounts-kyc.notifications');
  private readonly queue: MailQueue<NotificationJob>;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    @Inject(NotificationsRepository) private readonly mails: NotificationsRepository,
    @Inject(SWEEP_SETTINGS) private readonly sweep: SweepSettings,
  ) {
    this.queue = new MailQueue<NotificationJob>({
      queue: MAIL_QUEUE,
      compose: async (job) => {
        if ('mail' in job) return job.mail;
        const row = await this.mails.findById(job.notificationId);
        if (!row || row.status === 'sent') return null;
        return { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody };
      },
      delivered: async (job) => {
        if ('notificationId' in job) await this.mails.markSent(job.notificationId);
      },
      failed: async (job, error) => {
        if ('notificationId' in job) await this.mails.recordFailure(job.notificationId, error.message);
      },
    });
  }

  onModuleInit(): void {
    this.queue.start();
    this.timer = setInterval(() => {
      this.sweeping ??= this.resend()
        .then(() => undefined)
        .catch((error: Error) => this.log.warn({ err: error.message }, 'notification sweep failed'))
        .finally(() => (this.sweeping = undefined));
    }, this.sweep.intervalMs);
  }

  /** Queues the mail of a committed row (a repeat for the same row is the same job). */
  enqueue(notificationId: string): Promise<void> {
    return this.queue.add({ notificationId }, notificationId);
  }

  /** Queues a mail carried by its job (a repeat with the same job id is the same job). */
  send(mail: OutgoingMail, jobId: string): Promise<void> {
    return this.queue.add({ mail }, jobId);
  }

  /** Queues again (or retries) every mail pending for longer than the sweep's delay. */
  async resend(): Promise<number> {
    const pending = await this.mails.pendingSince(new Date(Date.now() - this.sweep.afterMs), 100);
    let requeued = 0;
    for (const { id } of pending) {
      if ((await this.queue.ensure({ notificationId: id }, id)) !== 'in-queue') requeued += 1;
    }
    if (requeued) this.log.info({ requeued }, 'pending notification mails queued again');
    return requeued;
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await this.queue.stop();
  }
}
