import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { z } from 'zod';
import { EVENTS_STREAM, type EventContract } from '@portal/contracts';
import { EventConsumer, handleOnce } from '@portal/service-kit';
import { PrismaClient } from '@portal/payments/dist/generated/prisma/client.js';
import { NATS_URL, NATS_AUTH } from '../support/platform.js';
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

test('EventConsumer handles a redelivered JetStream event once and drops a malformed one', async () => {
  const event: EventContract<z.ZodObject<{ amount: z.ZodNumber }>> = { subject: `events.test.${randomUUID()}`, schema: z.object({ amount: z.number().int() }) };
  const name = `test-consumer-${randomUUID().slice(0, 8)}`;
  const consumer = new EventConsumer({
    natsUrl: NATS_URL,
    name,
    event,
    db: prisma,
    retryDelayMs: 100,
    handle: async (data, tx) => {
      await tx.$executeRawUnsafe('INSERT INTO effects (event_id, amount) VALUES ($1, $2)', name, data.amount);
    },
  });
  const nc: NatsConnection = await connect({ servers: NATS_URL, ...NATS_AUTH });
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
