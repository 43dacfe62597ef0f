import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { OutboxTrimmer } from '@portal/service-kit';
import '../support/nest-logs.js';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.js';

const DAY_MS = 86_400_000;
let db: ScratchDatabase;

beforeAll(async () => {
  db = await createScratchDatabase('portal_outbox_trim');
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

test('only outbox rows relayed longer ago than the retention are deleted', async () => {
  const relayedLongAgo = await outboxRow(9, 8);
  const relayedRecently = await outboxRow(30, 6);
  const neverRelayed = await outboxRow(30, null);
  const justRelayed = await outboxRow(0, 0);

  const trimmer = new OutboxTrimmer(db.url, 7 * DAY_MS);
  try {
    assert.equal(await trimmer.trim(), 1);
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
  const trimmer = new OutboxTrimmer(db.url, 7 * DAY_MS);
  try {
    assert.equal(await trimmer.trim(2), 5);
  } finally {
    await trimmer.stop();
  }
  assert.deepEqual(
    (await db.query<{ id: string }>('SELECT id FROM outbox')).map((r) => r.id),
    [kept],
  );
});
