import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EventTablesTrimmer } from '@portal/service-kit';
import '../support/nest-logs.js';
import { createScratchDatabase, withClient, type ScratchDatabase } from '../support/scratch-database.js';

const DAY_MS = 86_400_000;
let db: ScratchDatabase;

beforeAll(async () => {
  db = await createScratchDatabase('portal_event_tables_trim');
});
afterAll(() => db.drop());

async function outboxRow(createdDaysAgo: number, publishedDaysAgo: number | null): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO outbox (id, subject, payload, created_at, published_at)
     VALUES ($1, 'events.test', '{}', now() - make_interval(days => $2), CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END)`,
    [id, createdDaysAgo, publishedDaysAgo],
  );
  return id;
}

/** The stream keeps events 14 days; the inbox its rows 28, the outbox 7 (the defaults). */
const RETENTION = { outboxMs: 7 * DAY_MS, inboxMs: 28 * DAY_MS };

async function inboxRow(consumer: string, handledDaysAgo: number): Promise<string> {
  const eventId = randomUUID();
  await db.query(`INSERT INTO inbox (consumer, event_id, handled_at) VALUES ($1, $2, now() - make_interval(days => $3))`, [consumer, eventId, handledDaysAgo]);
  return eventId;
}

test('only outbox rows relayed longer ago than the retention are deleted', async () => {
  const relayedLongAgo = await outboxRow(9, 8);
  const relayedRecently = await outboxRow(30, 6);
  const neverRelayed = await outboxRow(30, null);
  const justRelayed = await outboxRow(0, 0);

  const trimmer = new EventTablesTrimmer(db.url, RETENTION);
  try {
    assert.deepEqual(await trimmer.trim(), { outbox: 1, inbox: 0 });
  } finally {
    await trimmer.stop();
  }
  const left = (await db.query<{ id: string }>('SELECT id FROM outbox')).map((r) => r.id).sort();
  assert.deepEqual(left, [relayedRecently, neverRelayed, justRelayed].sort());
  assert.ok(!left.includes(relayedLongAgo));
});

test('trimming works through a backlog larger than one batch', async () => {
  await db.query('DELETE FROM outbox');
  for (let i = 0; i < 5; i++) await outboxRow(20, 10);
  const kept = await outboxRow(20, 1);
  const trimmer = new EventTablesTrimmer(db.url, RETENTION);
  try {
    assert.equal(await trimmer.trimOutbox(2), 5);
  } finally {
    await trimmer.stop();
  }
  assert.deepEqual(
    (await db.query<{ id: string }>('SELECT id FROM outbox')).map((r) => r.id),
    [kept],
  );
});

test('only inbox rows of events handled longer ago than the retention are deleted, of every consumer, in batches', async () => {
  await db.query('DELETE FROM inbox');
  const old = [await inboxRow('accounts-kyc-mail', 29), await inboxRow('accounts-kyc-mail', 40), await inboxRow('identity-user-erased', 30)];
  const kept = [await inboxRow('accounts-kyc-mail', 27), await inboxRow('identity-user-erased', 0)];
  const trimmer = new EventTablesTrimmer(db.url, RETENTION);
  try {
    assert.equal(await trimmer.trimInbox(2), 3);
  } finally {
    await trimmer.stop();
  }
  const left = (await db.query<{ event_id: string }>('SELECT event_id FROM inbox')).map((r) => r.event_id).sort();
  assert.deepEqual(left, [...kept].sort());
  assert.ok(old.every((id) => !left.includes(id)));
});

test('the trimming job finds old inbox rows by their index, not by reading the whole inbox', async () => {
  // The scratch inbox is tiny, where reading it whole is cheapest: with that ruled out, the plan shows whether an
  // index answers the job's condition (without one, PostgreSQL reads the table whole all the same).
  const plan = await withClient(db.url, async (client) => {
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) SELECT consumer, event_id FROM inbox WHERE handled_at < now() - interval '28 days' LIMIT 1000`);
    return JSON.stringify(rows[0]);
  });
  assert.match(plan, /inbox_handled_idx/);
  assert.doesNotMatch(plan, /"Seq Scan"/);
});
