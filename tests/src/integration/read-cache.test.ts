import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { LEDGER_USERS_CHANGED_SUBJECT, type LedgerUsersChanged } from '@portal/contracts';
import { LedgerReadCache } from '@portal/gateway/dist/me/ledger-read.cache.js';
import type { NatsLink } from '@portal/gateway/dist/nats-link.js';
import { NATS_AUTH, NATS_URL } from '../support/platform.js';

// The gateway's read cache on a real NATS connection: what it keeps, shares and drops.
let nc: NatsConnection;
let cache: LedgerReadCache;

beforeAll(async () => {
  nc = await connect({ servers: NATS_URL, ...NATS_AUTH });
  cache = new LedgerReadCache(60_000);
  cache.start({ nc } as NatsLink);
});
afterAll(async () => {
  cache.stop();
  await nc.drain();
});

/** Publishes a change message and waits until the cache's subscription has had it (a flush round trip, then a turn). */
async function changed(message: LedgerUsersChanged): Promise<void> {
  nc.publish(LEDGER_USERS_CHANGED_SUBJECT, JSON.stringify(message));
  await nc.flush();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

test('a page is kept until a change message names its user; other users keep theirs', async () => {
  const [a, b] = [randomUUID(), randomUUID()];
  const pages = counter();
  assert.equal(await cache.get(a, 'dashboard', pages.load), 1);
  assert.equal(await cache.get(a, 'dashboard', pages.load), 1);
  assert.equal(await cache.get(b, 'dashboard', pages.load), 2);
  await changed({ userIds: [a] });
  assert.equal(await cache.get(a, 'dashboard', pages.load), 3);
  assert.equal(await cache.get(b, 'dashboard', pages.load), 2);
  await changed({ userIds: [], all: true });
  assert.equal(await cache.get(b, 'dashboard', pages.load), 4);
});

test('callers that miss together share one load; a read that overlapped a change is answered but not kept', async () => {
  const user = randomUUID();
  let release!: (value: string) => void;
  let loads = 0;
  const slow = () => {
    loads += 1;
    return new Promise<string>((resolve) => (release = resolve));
  };
  const first = cache.get(user, 'dashboard', slow);
  const second = cache.get(user, 'dashboard', slow);
  assert.equal(loads, 1);
  await changed({ userIds: [user] });
  release('before the change');
  assert.deepEqual(await Promise.all([first, second]), ['before the change', 'before the change']);
  // Not kept: the next caller loads again.
  assert.equal(await cache.get(user, 'dashboard', async () => 'after the change'), 'after the change');
  assert.equal(await cache.get(user, 'dashboard', async () => 'not asked'), 'after the change');
});

test('a caller after a change message does not join a load that started before it', async () => {
  const user = randomUUID();
  let release!: (value: string) => void;
  const before = cache.get(user, 'dashboard', () => new Promise<string>((resolve) => (release = resolve)));
  await changed({ userIds: [user] });
  assert.equal(await cache.get(user, 'dashboard', async () => 'fresh'), 'fresh');
  release('stale');
  assert.equal(await before, 'stale');
  assert.equal(await cache.get(user, 'dashboard', async () => 'not asked'), 'fresh');
});
