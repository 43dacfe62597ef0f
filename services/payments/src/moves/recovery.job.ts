import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { createLogger } from '@portal/service-kit';
import { ProjectPaymentsService } from '../project-payments/project-payments.service.js';
import { TransfersService } from '../transfers/transfers.service.js';

/** How long a record may sit half-way before the job takes it over (longer than a request's own ledger call). */
const STALE_AFTER_MS = Number(process.env.PAYMENTS_RECOVERY_STALE_MS ?? 30_000);
/**
 * How often it looks. Nothing announces an interrupted move (a crash sends no event), so it looks on a
 * timer, slowly: a record is taken over only once STALE_AFTER_MS old anyway.
 */
const EVERY_MS = Number(process.env.PAYMENTS_RECOVERY_EVERY_MS ?? 15_000);
const BATCH = 100;

/**
 * Finishes what a crash or an outage interrupted: debits recorded but not posted, and settlements or
 * refunds decided but not carried out. Safe to run anywhere, any number of times: every ledger call
 * carries the record's idempotency key, and every state change is conditional on the state it leaves.
 */
@Injectable()
export class RecoveryJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('payments.recovery');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(TransfersService) private readonly transfers: TransfersService,
    @Inject(ProjectPaymentsService) private readonly payments: ProjectPaymentsService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over both kinds of record; overlapping passes are skipped. */
  runOnce(staleAfterMs = STALE_AFTER_MS): Promise<void> {
    this.running ??= (async () => {
      try {
        const olderThan = new Date(Date.now() - staleAfterMs);
        const count = (await this.transfers.recover(olderThan, BATCH)) + (await this.payments.recover(olderThan, BATCH));
        if (count) this.log.info({ count }, 'recovered interrupted money moves');
      } catch (error) {
        this.log.warn({ err: (error as Error).message }, 'recovery pass failed; will try again');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
