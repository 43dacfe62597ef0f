import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { REPORT_REMINDER_DAYS_BEFORE } from '@portal/contracts';
import { QUIET_WORKER, createLogger, queueConnections, unwatchQueue, watchQueue } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';
import { publishReportDue } from './events/grant-schedule.events.js';
import { isoDate } from './schedule.mapper.js';
import { ScheduleRepository } from './schedule.repository.js';

const QUEUE = 'ledger-report-reminders';
/** Milestones reminded per kind and sweep; the next sweep takes the rest. */
const BATCH = 500;

/** How often the reminders are looked for (GRANT_REMINDERS_SWEEP_MS; a minute by default: the query is one indexed scan). */
export function reminderSweepMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.GRANT_REMINDERS_SWEEP_MS ?? 60_000);
  return Number.isFinite(ms) && ms >= 1000 ? ms : 60_000;
}

/**
 * Progress-report reminders: a BullMQ job scheduler runs a sweep every few seconds to a minute, which marks the
 * milestones whose report is due within REPORT_REMINDER_DAYS_BEFORE days, or overdue, and not submitted, and puts
 * one event each in the outbox in the same transaction (accounts-kyc mails it). A milestone is reminded once
 * before its date and once after, whatever the number of sweeps, processes or restarts.
 */
@Injectable()
export class ReportReminders implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger('ledger.report-reminders');
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly redis = queueConnections();

  constructor(
    @Inject(PrismaService) private readonly db: PrismaService,
    @Inject(ScheduleRepository) private readonly schedules: ScheduleRepository,
  ) {}

  onModuleInit(): void {
    const { connection } = this.redis;
    this.queue = new Queue(QUEUE, { connection: connection() });
    watchQueue(this.queue);
    this.worker = new Worker(QUEUE, () => this.sweep(), { ...QUIET_WORKER, connection: connection() });
    this.worker.on('failed', (job, error) => this.log.warn({ jobId: job?.id, err: error.message }, 'report reminder sweep failed'));
    this.queue
      .upsertJobScheduler('report-reminders', { every: reminderSweepMs() }, { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 100 } })
      .catch((error: unknown) => this.log.error({ err: error instanceof Error ? error.message : String(error) }, 'report reminders not scheduled'));
  }

  /** One sweep: the reminders due now, marked and put in the outbox together. Answers how many went out. */
  async sweep(now = new Date()): Promise<number> {
    const today = isoDate(now);
    return this.db.$transaction(async (tx) => {
      let sent = 0;
      for (const kind of ['due', 'overdue'] as const) {
        for (const reminder of await this.schedules.claimReminders(kind, today, REPORT_REMINDER_DAYS_BEFORE, BATCH, tx)) {
          await publishReportDue(tx, reminder, kind === 'overdue');
          sent += 1;
        }
      }
      return sent;
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.queue) unwatchQueue(this.queue);
    await this.worker?.close();
    await this.queue?.close();
    this.redis.close();
  }
}
