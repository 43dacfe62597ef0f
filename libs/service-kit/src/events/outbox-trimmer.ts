import pg from 'pg';

const HOUR_MS = 3_600_000;

/**
 * Deletes outbox rows that were relayed longer ago than the retention, so the table holds only
 * what is still to be published and a recent history. Rows not yet relayed are never touched.
 * Runs at start and then every `intervalMs`; replicas running it at once do no harm.
 */
export class OutboxTrimmer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly pool: pg.Pool;

  constructor(
    databaseUrl: string,
    private readonly retentionMs: number,
    private readonly intervalMs = HOUR_MS,
    private readonly log: (m: string) => void = () => undefined,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    // An idle connection PostgreSQL closed (a restart) is dropped; unheard, the pool's error would end the process.
    this.pool.on('error', (error) => this.log(`outbox database connection lost: ${error.message}`));
  }

  start(): void {
    const run = () => {
      this.running = this.trim().catch((error) => this.log(`outbox trimming failed: ${(error as Error).message}`));
    };
    run();
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
  }

  /** Deletes, in batches (short locks), the rows relayed before now − retention; returns how many. */
  async trim(batchSize = 1000): Promise<number> {
    const cutoff = new Date(Date.now() - this.retentionMs);
    let deleted = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM outbox WHERE id IN (
           SELECT id FROM outbox WHERE published_at IS NOT NULL AND published_at < $1 LIMIT $2)`,
        [cutoff, batchSize],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) return deleted;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.pool.end();
  }
}
