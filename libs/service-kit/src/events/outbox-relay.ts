import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import pg from 'pg';
import { natsAuth } from '../config.js';
import { natsTransportOptions } from '../connections.js';
import type { EventEnvelope } from './outbox.js';

/** Rows per flush: one SELECT, one pipelined publish, one UPDATE. */
const BATCH_SIZE = 100;

interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
}

/**
 * Publishes committed outbox rows to JetStream, oldest first, marking each as published once
 * JetStream acknowledged it. A crash between publish and mark re-publishes with the same msgID,
 * which JetStream's duplicate window drops: at-least-once delivery, with no event lost.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private nc: NatsConnection | undefined;
  private js: JetStreamClient | undefined;
  private readonly pool: pg.Pool;

  constructor(
    databaseUrl: string,
    private readonly natsUrl: string,
    private readonly intervalMs = 200,
    private readonly log: (m: string) => void = () => undefined,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // An idle connection PostgreSQL closed (a restart) is dropped; unheard, the pool's error would end the process.
    this.pool.on('error', (error) => this.log(`outbox database connection lost: ${error.message}`));
  }

  async start(): Promise<void> {
    this.nc = await connect({ ...natsTransportOptions(this.natsUrl), name: 'outbox-relay', maxReconnectAttempts: -1, ...natsAuth() });
    // The stream is the setup step's (scripts/nats-setup.mjs): until it exists, publishing fails and the rows wait.
    this.js = jetstream(this.nc);
    this.schedule();
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.running = this.flushAll()
        .then(() => undefined)
        .catch((error) => this.log(`outbox flush failed: ${(error as Error).message}`))
        .finally(() => {
          if (this.nc) this.schedule();
        });
    }, this.intervalMs);
  }

  /** Flushes until a batch comes back short (under load the next batch goes at once, not after the interval). */
  private async flushAll(batchSize = BATCH_SIZE): Promise<void> {
    while (this.nc && (await this.flush(batchSize)) === batchSize);
  }

  /** Publishes everything committed so far; returns how many events were published. */
  async flush(batchSize = BATCH_SIZE): Promise<number> {
    if (!this.js) throw new Error('OutboxRelay not started');
    // Most polls find nothing (five a second in every service): one plain read on the partial index says
    // so, without opening a transaction.
    const { rows: waiting } = await this.pool.query('SELECT 1 FROM outbox WHERE published_at IS NULL LIMIT 1');
    if (waiting.length === 0) return 0;
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
    return published;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    const nc = this.nc;
    this.nc = undefined;
    await this.running;
    await nc?.drain().catch(() => undefined);
    await this.pool.end();
  }
}
