import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { lastEndedMonth } from '@portal/contracts';
import { QUIET_WORKER, createLogger, queueConnections, unwatchQueue, watchQueue } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';
import { StatementNoticesRepository } from './statement-notices.repository.js';
import { tellStatementsReady } from './tell-recipients.js';

const QUEUE = 'ledger-statement-notices';

/** How often the month-end job looks for recipients to tell (STATEMENT_NOTICES_SWEEP_MS; an hour by default). */
export function statementSweepMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.STATEMENT_NOTICES_SWEEP_MS ?? 3_600_000);
  return Number.isFinite(ms) && ms >= 1000 ? ms : 3_600_000;
}

/**
 * The month-end job: a BullMQ job scheduler sweeps every hour and, once a month has ended, tells each recipient who
 * had an account in it that its statement is ready, in batches that read the accounts' user-id index from where the
 * last one stopped. Each recipient is marked and its event put in the outbox in one transaction, so it is told once
 * per month whatever the number of sweeps, processes or restarts; a platform that was down at month end tells them
 * at its first sweep. Statements themselves are made on demand from the ledger (the figures never go stale), so the
 * job has nothing to render.
 */
@Injectable()
export class StatementNotices implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger('ledger.statement-notices');
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly redis = queueConnections();

  constructor(
    @Inject(PrismaService) private readonly db: PrismaService,
    @Inject(StatementNoticesRepository) private readonly notices: StatementNoticesRepository,
  ) {}

  onModuleInit(): void {
    const { connection } = this.redis;
    this.queue = new Queue(QUEUE, { connection: connection() });
    watchQueue(this.queue);
    this.worker = new Worker(QUEUE, () => this.sweep(), { ...QUIET_WORKER, connection: connection() });
    this.worker.on('failed', (job, error) => this.log.warn({ jobId: job?.id, err: error.message }, 'statement notice sweep failed'));
    this.queue
      .upsertJobScheduler('statement-notices', { every: statementSweepMs() }, { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: 100 } })
      .catch((error: unknown) => this.log.error({ err: error instanceof Error ? error.message : String(error) }, 'statement notices not scheduled'));
  }

  /** One sweep: every recipient still to tell about the last ended month (tell-recipients.ts). Answers how many. */
  sweep(now = new Date()): Promise<number> {
    return tellStatementsReady(this.db, this.notices, lastEndedMonth(now));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.queue) unwatchQueue(this.queue);
    await this.worker?.close();
    await this.queue?.close();
    this.redis.close();
  }
}
