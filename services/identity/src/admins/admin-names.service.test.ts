import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';
import { AdminNamesService, FRESH_MS, KEPT_MS } from './admin-names.service.js';

const ID = '5d0f3a52-8c1b-4d2e-9f3a-6b7c8d9e0f1a';

/** A Keycloak whose answers the test releases one by one, counting the requests. */
function keycloakAnswering(usernames: string[]) {
  const waiting: (() => void)[] = [];
  let asked = 0;
  const keycloak = {
    describe: (id: string) => {
      const username = usernames[asked++]!;
      return new Promise<{ id: string; username: string } | undefined>((resolve) => waiting.push(() => resolve({ id, username })));
    },
  } as unknown as KeycloakAdminClient;
  return { keycloak, asked: () => asked, answer: () => waiting.shift()!() };
}

test('an unseen administrator waits for Keycloak; a fresh one is answered without asking', async () => {
  const k = keycloakAnswering(['ops.admin']);
  const names = new AdminNamesService(k.keycloak);
  let clock = 1_000_000;
  names.now = () => clock;
  const first = names.describe(ID);
  const second = names.describe(ID);
  assert.equal(k.asked(), 1, 'two requests at once ask Keycloak once');
  k.answer();
  assert.equal((await first)?.username, 'ops.admin');
  assert.equal((await second)?.username, 'ops.admin');
  clock += FRESH_MS - 1;
  assert.equal((await names.describe(ID))?.username, 'ops.admin');
  assert.equal(k.asked(), 1);
});

test('past a minute the kept name is answered at once and refreshed behind the answer; past an hour it waits', async () => {
  const k = keycloakAnswering(['ops.admin', 'ops.renamed', 'ops.again']);
  const names = new AdminNamesService(k.keycloak);
  let clock = 1_000_000;
  names.now = () => clock;
  const first = names.describe(ID);
  k.answer();
  await first;

  clock += FRESH_MS;
  assert.equal((await names.describe(ID))?.username, 'ops.admin', 'answered before Keycloak does');
  assert.equal(k.asked(), 2);
  k.answer();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal((await names.describe(ID))?.username, 'ops.renamed');

  clock += KEPT_MS;
  let settled = false;
  const late = names.describe(ID).then((admin) => ((settled = true), admin));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, false, 'an hour-old name waits for Keycloak');
  k.answer();
  assert.equal((await late)?.username, 'ops.again');
});

test('a refresh that fails keeps the name as it was', async () => {
  let fail = false;
  const keycloak = {
    describe: async (id: string) => {
      if (fail) throw new Error('Keycloak is down');
      return { id, username: 'ops.admin' };
    },
  } as unknown as KeycloakAdminClient;
  const names = new AdminNamesService(keycloak);
  let clock = 1_000_000;
  names.now = () => clock;
  await names.describe(ID);
  fail = true;
  clock += FRESH_MS;
  assert.equal((await names.describe(ID))?.username, 'ops.admin');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal((await names.describe(ID))?.username, 'ops.admin');
});
