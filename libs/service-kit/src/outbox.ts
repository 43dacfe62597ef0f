import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX, type EventContract } from '@portal/contracts';
import pg from 'pg';
import type { z } from 'zod';

/** Anything that can run a raw SQL statement inside the caller's transaction (a Prisma transaction client). */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * Records an integration event in the outbox inside the caller's database transaction: the event
 * is published if and only if the change commits. Returns the event id (also its JetStream msgID).
 */
export async function enqueueEvent<S extends z.ZodType>(tx: SqlExecutor, contract: EventContract<S>, payload: z.input<S>): Promise<string> {
  const data = contract.schema.parse(payload);
  const id = randomUUID();
  await tx.$executeRawUnsafe('INSERT INTO outbox (id, subject, payload) VALUES ($1::uuid, $2, $3::jsonb)', id, contract.subject, JSON.stringify(data));
  return id;
}

const NANOS_PER_MS = 1_000_000;
/** How long the stream keeps events (consumers that were down longer than this miss them); default 14 days. */
export const EVENTS_MAX_AGE_MS = Number(process.env.EVENTS_MAX_AGE_DAYS ?? 14) * 24 * 3_600_000;
/** Relayed outbox rows are deleted after this long (they stay for audits and re-publishing); default 7 days. */
export const OUTBOX_RETENTION_MS = Number(process.env.OUTBOX_RETENTION_HOURS ?? 168) * 3_600_000;
const TRIM_EVERY_MS = 10 * 60_000;

/** The events stream: `events.>`, a 2-minute duplicate window (the relay's msgID), and a maximum age. */
export async function ensureEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: EVENTS_STREAM, subjects: [`${EVENTS_SUBJECT_PREFIX}>`], duplicate_window: 2 * 60 * 1000 * NANOS_PER_MS, max_age: EVENTS_MAX_AGE_MS * NANOS_PER_MS,
  };
  try {
    const info = await jsm.streams.info(EVENTS_STREAM);
    if (info.config.max_age !== config.max_age) await jsm.streams.update(EVENTS_STREAM, { ...info.config, max_age: config.max_age });
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // another service created it in the meantime
      await jsm.streams.info(EVENTS_STREAM).catch(() => { throw error; });
    }
  }
}

interface OutboxRow { id: string; subject: string; payload: unknown }

/**
 * Publishes committed outbox rows to JetStream, oldest first, marking each as published once
 * JetStream acknowledged it. A crash between publish and mark re-publishes with the same msgID,
 * which JetStream's duplicate window drops: at-least-once delivery, with no event lost.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private trimTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private nc: NatsConnection | undefined;
  private js: JetStreamClient | undefined;
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string, private readonly natsUrl: string, private readonly intervalMs = 200, private readonly log: (m: string) => void = () => undefined) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }

  async start(): Promise<void> {
    this.nc = await connect({ servers: this.natsUrl, name: 'outbox-relay' });
    await ensureEventsStream(this.nc);
    this.js = jetstream(this.nc);
    this.schedule();
    this.trimTimer = setInterval(() => void this.trim().catch((error) => this.log(`outbox trim failed: ${(error as Error).message}`)), TRIM_EVERY_MS);
    this.trimTimer.unref();
  }

  /** Deletes rows relayed longer ago than the retention; unrelayed rows are never deleted. Returns how many went. */
  async trim(retentionMs = OUTBOX_RETENTION_MS): Promise<number> {
    const result = await this.pool.query(`DELETE FROM outbox WHERE published_at IS NOT NULL AND published_at < now() - make_interval(secs => $1)`, [retentionMs / 1000]);
    return result.rowCount ?? 0;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.running = this.flush().then(() => undefined).catch((error) => this.log(`outbox flush failed: ${(error as Error).message}`))
        .finally(() => { if (this.nc) this.schedule(); });
    }, this.intervalMs);
  }

  /** Publishes everything committed so far; returns how many events were published. */
  async flush(batchSize = 100): Promise<number> {
    if (!this.js) throw new Error('OutboxRelay not started');
    const client = await this.pool.connect();
    let published = 0;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, subject, payload FROM outbox WHERE published_at IS NULL
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`, [batchSize]);
      for (const row of rows) {
        try {
          await this.js.publish(row.subject, JSON.stringify({ id: row.id, data: row.payload }), { msgID: row.id });
          await client.query('UPDATE outbox SET published_at = now(), attempts = attempts + 1 WHERE id = $1', [row.id]);
          published += 1;
        } catch (error) {
          await client.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [row.id, (error as Error).message]);
          break; // keep order: retry this one first next time
        }
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return published;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    if (this.trimTimer) clearInterval(this.trimTimer);
    const nc = this.nc;
    this.nc = undefined;
    await this.running;
    await nc?.drain().catch(() => undefined);
    await this.pool.end();
  }
}

/** The envelope the relay publishes: the outbox id (for de-duplication by consumers) and the payload. */
export interface EventEnvelope<T = unknown> { id: string; data: T }
