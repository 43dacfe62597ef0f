import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { EVENTS_STREAM, type EventContract } from '@portal/contracts';
import type { z } from 'zod';
import { withRequestId } from '../logging/request-context.js';
import { natsAuth } from '../config.js';
import { natsTransportOptions } from '../connections.js';
import type { EventEnvelope, SqlExecutor } from './outbox.js';

/** A database that runs work in one transaction (a PrismaService: `$transaction(async (tx) => …)`). */
export interface TransactionalDatabase<Tx extends SqlExecutor> {
  $transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R>;
}

/**
 * Records in `tx` that `consumer` handles `eventId`; false when it was recorded before (a repeat). A concurrent
 * delivery of the same event waits on the primary key until the transaction that recorded it ends.
 */
async function recordInInbox(tx: SqlExecutor, consumer: string, eventId: string): Promise<boolean> {
  return (await tx.$executeRawUnsafe('INSERT INTO inbox (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', consumer, eventId)) > 0;
}

/**
 * Runs `effect` for an event unless `consumer` has handled that event before. The inbox row that
 * records the handling and the effect's own writes commit together, so a redelivered event is
 * handled at most once, and an effect that fails leaves nothing behind (the event can be retried).
 * Returns false when the event was a repeat.
 */
export async function handleOnce<Tx extends SqlExecutor>(
  db: TransactionalDatabase<Tx>,
  consumer: string,
  eventId: string,
  effect: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (!(await recordInInbox(tx, consumer, eventId))) return false;
    await effect(tx);
    return true;
  });
}

/**
 * Thrown by a handler for an event that must never be applied (e.g. its payload claims another source
 * than its subject): the transaction rolls back, the event is logged and terminated, not redelivered.
 */
export class EventRefusedError extends Error {
  override name = 'EventRefusedError';
}

/** Work a handler asks to run after its transaction committed. */
export type AfterCommit = () => Promise<unknown>;

export interface EventConsumerOptions<S extends z.ZodType, Tx extends SqlExecutor> {
  /**
   * Where the consumer reads: the process's NATS connection (shared, never closed by the consumer) or a
   * URL it opens a connection of its own to (and drains when it stops).
   */
  nats: NatsConnection | string;
  /** The durable JetStream consumer's name and the inbox's consumer key, e.g. `identity-kyc-decision-mail`. */
  name: string;
  event: EventContract<S>;
  db: TransactionalDatabase<Tx>;
  /**
   * The effect of one event, written through `tx`. Throwing rolls it back and the event is redelivered.
   * It may answer work to run once that transaction has committed (e.g. queueing a job for a row it
   * wrote); that work is not awaited by the consumer and its failure is only logged.
   */
  handle: (data: z.output<S>, tx: Tx, event: { id: string; subject: string }) => Promise<void | AfterCommit>;
  /**
   * How long start() waits for the PORTAL_EVENTS stream when it does not exist yet (the setup step,
   * scripts/nats-setup.mjs, creates it; a service may not). Default 60 s.
   */
  streamWaitMs?: number;
  /** How long JetStream waits before redelivering an event whose handling failed. */
  retryDelayMs?: number;
  log?: (message: string) => void;
}

/** Events handled in one transaction at most: every event already delivered, up to this many. */
const MAX_BATCH = 64;
const NOTHING_QUEUED = Symbol('nothing queued');
/** Resolves after the current macrotask: every promise that can settle from what is already queued has settled. */
const nextMacrotask = () => new Promise<typeof NOTHING_QUEUED>((resolve) => setImmediate(() => resolve(NOTHING_QUEUED)));

interface ParsedEvent<T> {
  message: JsMsg;
  id: string;
  data: T;
}

/**
 * Consumes one event type from the PORTAL_EVENTS stream through a durable consumer (it sees the
 * events published since it was first created), validates each against its contract and handles
 * it once (the inbox row and the effect commit together), in stream order. Events that have
 * already arrived when the consumer gets to them are handled together, in one transaction (one
 * commit instead of one per event); if any of them fails, that transaction is rolled back and
 * each is handled on its own, as if it had come alone. Acknowledged after the commit; a malformed
 * event is logged and dropped. Log lines written while handling carry the event id as `reqId`.
 */
export class EventConsumer<S extends z.ZodType, Tx extends SqlExecutor> {
  private nc: NatsConnection | undefined;
  private ownConnection = false;
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: EventConsumerOptions<S, Tx>) {}

  async start(): Promise<void> {
    const { name, event, nats } = this.options;
    this.ownConnection = typeof nats === 'string';
    this.nc = typeof nats === 'string' ? await connect({ ...natsTransportOptions(nats), name, maxReconnectAttempts: -1, ...natsAuth() }) : nats;
    const jsm = await jetstreamManager(this.nc);
    const config = { durable_name: name, filter_subject: event.subject, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New };
    // The setup step creates the stream (this service's NATS user may not): wait for it, with back-off.
    const deadline = Date.now() + (this.options.streamWaitMs ?? 60_000);
    for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
      try {
        await jsm.consumers.add(EVENTS_STREAM, config);
        break;
      } catch (error) {
        if (!/stream not found/i.test(String((error as Error).message)) || Date.now() + delay > deadline) throw error;
        this.options.log?.(`${name}: the ${EVENTS_STREAM} stream does not exist yet (created by the NATS setup step); retrying`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    const consumer = await jetstream(this.nc).consumers.get(EVENTS_STREAM, name);
    const messages = await consumer.consume();
    this.messages = messages;
    this.loop = (async () => {
      const iterator = messages[Symbol.asyncIterator]();
      for (let next = iterator.next(); ;) {
        const first = await next;
        if (first.done) return;
        const batch: JsMsg[] = [first.value];
        next = iterator.next();
        // More already delivered: take them into the same transaction. A message already in the iterator
        // settles `next` before a macrotask runs; one still on the wire does not, and the batch goes as it is.
        while (batch.length < MAX_BATCH) {
          const more = await Promise.race([next, nextMacrotask()]);
          if (more === NOTHING_QUEUED || more.done) break;
          batch.push(more.value);
          next = iterator.next();
        }
        await (batch.length === 1 ? this.receive(batch[0]!) : this.receiveBatch(batch));
      }
    })();
  }

  /** The event's envelope checked against its contract, or undefined (logged and terminated) when malformed. */
  private parse(message: JsMsg): ParsedEvent<z.output<S>> | undefined {
    const { name, event, log = () => undefined } = this.options;
    let envelope: EventEnvelope;
    try {
      envelope = message.json<EventEnvelope>();
    } catch {
      envelope = { id: '', data: undefined };
    }
    const data = event.schema.safeParse(envelope.data);
    if (typeof envelope.id !== 'string' || !envelope.id || !data.success) {
      log(`${name}: dropped a malformed ${event.subject} event (stream sequence ${message.seq})`);
      message.term();
      return undefined;
    }
    return { message, id: envelope.id, data: data.data };
  }

  private async receive(message: JsMsg): Promise<void> {
    const { name, db, handle, log = () => undefined } = this.options;
    const parsed = this.parse(message);
    if (!parsed) return;
    const { id } = parsed;
    try {
      let afterCommit: AfterCommit | void = undefined;
      await withRequestId(id, () =>
        handleOnce(db, name, id, async (tx) => {
          afterCommit = await handle(parsed.data, tx, { id, subject: message.subject });
        }),
      );
      message.ack();
      this.runAfterCommit(id, afterCommit as AfterCommit | void);
    } catch (error) {
      if (error instanceof EventRefusedError) {
        // Never handled, never retried: JetStream records the termination (a MSG_TERMINATED advisory) and the log names it.
        // No reason on the TERM: nats-server 2.9 (Debian's) does not know "+TERM <reason>", leaves the event pending and
        // redelivers it after the ack wait, again and again.
        log(`${name}: refused event ${id} on ${message.subject} (stream sequence ${message.seq}): ${error.message}`);
        message.term();
        return;
      }
      log(`${name}: handling event ${id} failed, it will be redelivered: ${(error as Error).message}`);
      message.nak(this.options.retryDelayMs ?? 5000);
    }
  }

  /** Several delivered events in one transaction; on any failure, rolled back and handled one by one. */
  private async receiveBatch(messages: JsMsg[]): Promise<void> {
    const { name, db, handle } = this.options;
    const events = messages.map((m) => this.parse(m)).filter((e): e is ParsedEvent<z.output<S>> => e !== undefined);
    const afterCommits: [string, AfterCommit][] = [];
    try {
      await db.$transaction(async (tx) => {
        for (const { message, id, data } of events) {
          // A repeat (also a second delivery within this batch) finds its inbox row and is skipped.
          if (!(await recordInInbox(tx, name, id))) continue;
          const after = await withRequestId(id, () => handle(data, tx, { id, subject: message.subject }));
          if (after) afterCommits.push([id, after]);
        }
      });
    } catch {
      for (const { message } of events) await this.receive(message);
      return;
    }
    for (const { message } of events) message.ack();
    for (const [id, after] of afterCommits) this.runAfterCommit(id, after);
  }

  private runAfterCommit(id: string, after: AfterCommit | void): void {
    const { name, log = () => undefined } = this.options;
    if (after) void withRequestId(id, after).catch((error: Error) => log(`${name}: after event ${id}: ${error.message}`));
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
    if (this.ownConnection) await this.nc?.drain().catch(() => undefined);
    this.nc = undefined;
  }
}
