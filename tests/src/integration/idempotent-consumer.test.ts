import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { z } from 'zod';
import { EVENTS_STREAM, type EventContract } from '@portal/contracts';
import { EventConsumer, EventRefusedError, handleOnce, type SqlExecutor } from '@portal/service-kit';
import '../support/nest-logs.js';
import { PrismaClient } from '@portal/payments/dist/generated/prisma/client.js';
import { NATS_URL, NATS_AUTH, natsServers } from '../support/platform.js';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.js';

// The helper is made for a service's PrismaService; any generated client has the same transaction API.
let db: ScratchDatabase;
let prisma: PrismaClient;
let prismaPool: pg.Pool;

beforeAll(async () => {
  db = await createScratchDatabase('portal_inbox');
  await db.query('CREATE TABLE effects (event_id text NOT NULL, amount int NOT NULL)');
  // Our own pool, ended before the drop: a connection left to the drop's FORCE would end with an unhandled error.
  prismaPool = new pg.Pool({ connectionString: db.url, max: 2 });
  prismaPool.on('error', () => undefined);
  prisma = new PrismaClient({ adapter: new PrismaPg(prismaPool) });
});
afterAll(async () => {
  await prisma.$disconnect();
  await prismaPool.end();
  await db.drop();
});

async function effectsOf(eventId: string): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM effects WHERE event_id = $1', [eventId]))[0]!.n;
}

test('an event is handled once per consumer: a repeat changes nothing, another consumer handles it too', async () => {
  const eventId = randomUUID();
  const effect = (consumer: string) =>
    handleOnce(prisma, consumer, eventId, async (tx) => {
      await tx.$executeRawUnsafe('INSERT INTO effects (event_id, amount) VALUES ($1, 1)', eventId);
    });
  assert.equal(await effect('mailer'), true);
  assert.equal(await effect('mailer'), false);
  assert.equal(await effectsOf(eventId), 1);
  assert.equal(await effect('auditor'), true);
  assert.equal(await effectsOf(eventId), 2);
});

test('a failing effect leaves no trace, so the event is handled when it comes again', async () => {
  const eventId = randomUUID();
  await assert.rejects(
    handleOnce(prisma, 'mailer', eventId, async (tx) => {
      await tx.$executeRawUnsafe('INSERT INTO effects (event_id, amount) VALUES ($1, 1)', eventId);
      throw new Error('SMTP down');
    }),
    /SMTP down/,
  );
  assert.equal(await effectsOf(eventId), 0);
  assert.equal((await db.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).length, 0);
  assert.equal(
    await handleOnce(prisma, 'mailer', eventId, async (tx) => {
      await tx.$executeRawUnsafe('INSERT INTO effects (event_id, amount) VALUES ($1, 1)', eventId);
    }),
    true,
  );
  assert.equal(await effectsOf(eventId), 1);
});

test('concurrent deliveries of one event apply its effect once', async () => {
  const eventId = randomUUID();
  const results = await Promise.all(
    [1, 2, 3].map(() =>
      handleOnce(prisma, 'mailer', eventId, async (tx) => {
        await tx.$executeRawUnsafe('INSERT INTO effects (event_id, amount) VALUES ($1, 1)', eventId);
      }),
    ),
  );
  assert.deepEqual(results.filter(Boolean).length, 1);
  assert.equal(await effectsOf(eventId), 1);
});

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type AmountEvent = EventContract<z.ZodObject<{ amount: z.ZodNumber }>>;

/** A consumer of a fresh test subject (events with an integer `amount`) under a fresh durable name, on the scratch database. */
function amountConsumer(prefix: string, handle: (name: string) => (data: { amount: number }, tx: SqlExecutor) => Promise<void>) {
  const event: AmountEvent = { subject: `events.test.${randomUUID()}`, schema: z.object({ amount: z.number().int() }) };
  const name = `${prefix}-${randomUUID().slice(0, 8)}`;
  const consumer = new EventConsumer({ nats: NATS_URL, name, event, db: prisma, retryDelayMs: 100, handle: handle(name) });
  return { event, name, consumer };
}

test('EventConsumer handles a redelivered JetStream event once and drops a malformed one', async () => {
  const { event, name, consumer } = amountConsumer('test-consumer', (name) => async (data, tx) => {
    await tx.$executeRawUnsafe('INSERT INTO effects (event_id, amount) VALUES ($1, $2)', name, data.amount);
  });
  const nc: NatsConnection = await connect({ ...natsServers(), ...NATS_AUTH });
  await consumer.start();
  try {
    const js = jetstream(nc);
    const eventId = randomUUID();
    // The same event twice under different msgIDs: a relay re-publishing after the duplicate window.
    await js.publish(event.subject, JSON.stringify({ id: eventId, data: { amount: 5 } }), { msgID: `${eventId}-1` });
    await js.publish(event.subject, JSON.stringify({ id: eventId, data: { amount: 5 } }), { msgID: `${eventId}-2` });
    await js.publish(event.subject, JSON.stringify({ id: randomUUID(), data: { amount: 'five' } }));
    const jsm = await jetstreamManager(nc);
    await waitFor(async () => (await jsm.consumers.info(EVENTS_STREAM, name)).ack_floor.consumer_seq >= 3, 'all three messages to be settled');
    assert.deepEqual(await db.query('SELECT amount FROM effects WHERE event_id = $1', [name]), [{ amount: 5 }]);
    assert.equal((await db.query('SELECT 1 FROM inbox WHERE consumer = $1', [name])).length, 1);
  } finally {
    await consumer.stop();
    await (await jetstreamManager(nc)).consumers.delete(EVENTS_STREAM, name);
    await nc.drain();
  }
});

test('EventConsumer handles the events already waiting in one transaction, and one it refuses does not stop the others', async () => {
  // Each event of amount 0 holds the consumer until the test releases it, while the next events arrive.
  const releases: (() => void)[] = [];
  const gates = [0, 1].map(() => new Promise<void>((resolve) => releases.push(resolve)));
  let held = 0;
  let holding: () => void = () => undefined;
  const nowHolding = () => new Promise<void>((resolve) => (holding = resolve));
  const { event, name, consumer } = amountConsumer('test-batch', (name) => async (data, tx) => {
    if (data.amount === 0) {
      holding();
      await gates[held++];
    }
    if (data.amount < 0) throw new EventRefusedError('negative');
    await tx.$executeRawUnsafe("INSERT INTO effects (event_id, amount) VALUES ($1 || ':' || txid_current(), $2)", name, data.amount);
  });
  const nc: NatsConnection = await connect({ ...natsServers(), ...NATS_AUTH });
  await consumer.start();
  const jsm = await jetstreamManager(nc);
  const settled = (n: number) => waitFor(async () => (await jsm.consumers.info(EVENTS_STREAM, name)).ack_floor.consumer_seq >= n, `${n} events to be settled`);
  // Released once the held event and every later one have been delivered to the consumer (delivered, not yet acknowledged).
  const releaseWhenDelivered = async (gate: number, waiting: number) => {
    await waitFor(async () => (await jsm.consumers.info(EVENTS_STREAM, name)).num_ack_pending >= waiting, `${waiting} events to be delivered`);
    releases[gate]!();
  };
  const rows = () =>
    db.query<{ event_id: string; amount: number }>('SELECT event_id, amount FROM effects WHERE event_id LIKE $1 ORDER BY amount', [`${name}:%`]);
  try {
    const js = jetstream(nc);
    const send = (amount: number) => js.publish(event.subject, JSON.stringify({ id: randomUUID(), data: { amount } }));
    let held0 = nowHolding();
    await send(0);
    await held0;
    for (let amount = 1; amount <= 10; amount += 1) await send(amount);
    await releaseWhenDelivered(0, 11);
    await settled(11);
    const first = await rows();
    assert.deepEqual(
      first.map((r) => r.amount),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    // The ten that waited behind the first went in one transaction.
    assert.equal(new Set(first.filter((r) => r.amount > 0).map((r) => r.event_id)).size, 1);

    // Now a batch with a refused event in its middle: rolled back, then each handled on its own.
    held0 = nowHolding();
    await send(0);
    await held0;
    for (const amount of [11, 12, -1, 13]) await send(amount);
    await releaseWhenDelivered(1, 5);
    // Settled means the refused one was terminated too (not left pending, to come back after the ack wait).
    await settled(16);
    assert.deepEqual(
      (await rows()).map((r) => r.amount),
      [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    );
  } finally {
    await consumer.stop();
    await jsm.consumers.delete(EVENTS_STREAM, name);
    await nc.drain();
  }
});
