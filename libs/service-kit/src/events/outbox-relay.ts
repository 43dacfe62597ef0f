import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import pg from 'pg';
import type { EventEnvelope } from './outbox.js';

/** Rows per flush: one SELECT, one pipelined publish, one UPDATE. */
const BATCH_SIZE = 100;
/** The PostgreSQL channel the outbox's insert trigger notifies at commit (kit migration 0003). */
export const OUTBOX_CHANNEL = 'outbox_rows';

interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
}

export interface OutboxRelayTiming {
  /** How soon a flush that left rows behind (JetStream unreachable, a failed statement) is tried again. */
  retryMs?: number;
  /**
   * The safety sweep: a flush this often whatever happened. It publishes what no notification announced:
   * rows committed while the listening connection was down (PostgreSQL restarted, the network dropped).
   */
  sweepMs?: number;
}

/**
 * Publishes committed outbox rows to JetStream, oldest first, marking each as published once
 * JetStream acknowledged it. A crash between publish and mark re-publishes with the same msgID,
 * which JetStream's duplicate window drops: at-least-once delivery, with no event lost.
 *
 * It publishes when PostgreSQL says rows were committed (LISTEN on the outbox trigger's channel; no
 * polling while nothing happens), again shortly after a flush that left rows behind, after the
 * listening connection is back, and on a slow safety sweep. It publishes over the process's NATS
 * connection and never closes it.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private relisten: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private listener: pg.Client | undefined;
  private js: JetStreamClient | undefined;
  private readonly pool: pg.Pool;
  private readonly retryMs: number;
  private readonly sweepMs: number;

  constructor(
    private readonly databaseUrl: string,
    private readonly nats: NatsConnection,
    timing: OutboxRelayTiming = {},
    private readonly log: (m: string) => void = () => undefined,
  ) {
    this.retryMs = timing.retryMs ?? 1000;
    this.sweepMs = timing.sweepMs ?? 10_000;
    // Kept open between safety sweeps (pg's default closes an idle connection after 10 s, and each new one
    // costs a sign-in: a SCRAM key derivation on both sides).
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2, idleTimeoutMillis: 4 * this.sweepMs });
    // An idle connection PostgreSQL closed (a restart) is dropped; unheard, the pool's error would end the process.
    this.pool.on('error', (error) => this.log(`outbox database connection lost: ${error.message}`));
  }

  async start(): Promise<void> {
    this.stopped = false;
    // The stream is the setup step's (scripts/nats-setup.mjs): until it exists, publishing fails and the rows wait.
    this.js = jetstream(this.nats);
    await this.listen();
    this.timer = setInterval(() => this.wake(), this.sweepMs);
    this.timer.unref();
    // What was committed before the relay listened.
    this.wake();
  }

  /** LISTENs on the outbox channel; a lost connection is opened again after a second, then everything waiting is flushed. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    const lost = (error: Error) => {
      if (this.listener !== client && this.listener !== undefined) return;
      this.listener = undefined;
      client.removeAllListeners('end');
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log(`outbox database connection lost (listening): ${error.message}`);
      clearTimeout(this.relisten);
      this.relisten = setTimeout(() => void this.listen().then(() => this.wake()), this.retryMs);
    };
    client.on('notification', (n) => {
      if (n.channel === OUTBOX_CHANNEL) this.wake();
    });
    client.on('error', lost);
    client.on('end', () => lost(new Error('connection ended')));
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
    }
  }

  /** Runs a flush now, or once more after the one running (notifications during a flush are not lost). */
  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.retry);
    this.running = this.flushAll()
      .then((complete) => {
        if (!complete) this.scheduleRetry();
      })
      .catch((error) => {
        this.log(`outbox flush failed: ${(error as Error).message}`);
        this.scheduleRetry();
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.wake(), this.retryMs);
  }

  /**
   * Flushes until a batch comes back short (under load the next batch goes at once). False when a row
   * could not be published (it waits for the retry).
   */
  private async flushAll(batchSize = BATCH_SIZE): Promise<boolean> {
    for (;;) {
      if (this.stopped) return true;
      const { published, failed } = await this.flushBatch(batchSize);
      if (failed) return false;
      if (published < batchSize) return true;
    }
  }

  /** Publishes up to one batch of what is committed; returns how many events were published. */
  async flush(batchSize = BATCH_SIZE): Promise<number> {
    return (await this.flushBatch(batchSize)).published;
  }

  private async flushBatch(batchSize: number): Promise<{ published: number; failed: boolean }> {
    if (!this.js) throw new Error('OutboxRelay not started');
    // A safety sweep mostly finds nothing: one plain read on the partial index says so, without opening a
    // transaction.
    const { rows: waiting } = await this.pool.query('SELECT 1 FROM outbox WHERE published_at IS NULL LIMIT 1');
    if (waiting.length === 0) return { published: 0, failed: false };
    const client = await this.pool.connect();
    // The batch holds this connection while JetStream acknowledges: PostgreSQL closing it meanwhile (a
    // restart) must fail this flush, not end the process (a checked-out client's error has no other listener).
    let lost: Error | undefined;
    const onLost = (error: Error) => {
      lost = error;
      this.log(`outbox database connection lost: ${error.message}`);
    };
    client.on('error', onLost);
    let published = 0;
    let failed = false;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, subject, payload FROM outbox WHERE published_at IS NULL
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      // The batch goes out pipelined (every publish written at once, in order; then the acknowledgements),
      // not one round trip per row. Rows up to the first failure are marked published; that one and the
      // rest wait for the next flush (a later one JetStream already stored is dropped then as a duplicate).
      const acks = await Promise.allSettled(
        rows.map((row) => {
          const envelope: EventEnvelope = { id: row.id, data: row.payload };
          return this.js!.publish(row.subject, JSON.stringify(envelope), { msgID: row.id });
        }),
      );
      const failedAt = acks.findIndex((a) => a.status === 'rejected');
      const sent = failedAt === -1 ? rows : rows.slice(0, failedAt);
      if (sent.length > 0) {
        await client.query('UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::uuid[])', [sent.map((r) => r.id)]);
        published = sent.length;
      }
      if (failedAt !== -1) {
        failed = true;
        const reason = (acks[failedAt] as PromiseRejectedResult).reason as Error;
        await client.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [rows[failedAt].id, reason.message]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onLost);
      client.release(lost);
    }
    return { published, failed };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    clearTimeout(this.relisten);
    const listener = this.listener;
    this.listener = undefined;
    listener?.removeAllListeners('end');
    await listener?.end().catch(() => undefined);
    await this.running;
    await this.pool.end();
  }
}
