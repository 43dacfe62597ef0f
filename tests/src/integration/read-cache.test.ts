import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_SUBJECT_PREFIX, LEDGER_USERS_CHANGED_SUBJECT, type LedgerUsersChanged, type StoredProfile } from '@portal/contracts';
import type { RpcClient } from '@portal/service-kit';
import { LedgerReadCache, type NatsLink, ProfileCache } from '@portal/gateway/dist/testing.js';
import { NATS_AUTH, natsServers } from '../support/platform.js';

// The gateway's read cache and profile cache on a real NATS connection: what they keep, share and drop.
let nc: NatsConnection;
let cache: LedgerReadCache;

beforeAll(async () => {
  nc = await connect({ ...natsServers(), ...NATS_AUTH });
  cache = new LedgerReadCache(60_000);
  cache.start({ nc } as NatsLink);
});
afterAll(async () => {
  cache.stop();
  await nc.drain();
});

/**
 * Publishes on `subject` and returns once the caches' subscriptions have had it: they listen on this same
 * connection, so the server sends them the message before it answers the flush's PING, and their callbacks
 * run as the message is read, before the PONG resolves the flush.
 */
async function published(subject: string, payload: unknown): Promise<void> {
  nc.publish(subject, JSON.stringify(payload));
  await nc.flush();
}

const changed = (message: LedgerUsersChanged) => published(LEDGER_USERS_CHANGED_SUBJECT, message);

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

test('a profile loaded while its user changed is answered but not kept: the account-status rule never sees the old status later', async () => {
  const user = randomUUID();
  const profileWith = (accountStatus: string) => ({ id: user, accountStatus }) as StoredProfile;
  let loads = 0;
  let release!: (profile: StoredProfile) => void;
  const rpc = {
    call: () => {
      loads += 1;
      return loads === 1 ? new Promise<StoredProfile>((resolve) => (release = resolve)) : Promise.resolve(profileWith('suspended'));
    },
  } as unknown as RpcClient;
  const profiles = new ProfileCache(rpc, 60_000);
  profiles.start({ nc } as NatsLink);
  try {
    const before = profiles.get(user);
    // An accounts-kyc event naming the user (a subject no durable consumer reads, so no service acts on it).
    await published(`${EVENTS_SUBJECT_PREFIX}accounts.cache-probe`, { id: randomUUID(), data: { userId: user } });
    release(profileWith('active'));
    assert.equal((await before).accountStatus, 'active');
    assert.equal((await profiles.get(user)).accountStatus, 'suspended');
    assert.equal((await profiles.get(user)).accountStatus, 'suspended');
    assert.equal(loads, 2, 'the profile loaded after the change is kept');
  } finally {
    profiles.stop();
  }
});
