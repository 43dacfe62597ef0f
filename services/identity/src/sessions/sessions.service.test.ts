import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';
import { SessionsService, untilNextSecond } from './sessions.service.js';

test('a blocked user is logged out while the event is handled, and again after its commit in a later whole second', async () => {
  const logouts: number[] = [];
  const keycloak = { logoutUser: async () => void logouts.push(Date.now()) } as unknown as KeycloakAdminClient;
  const afterCommit = await new SessionsService(keycloak).onActivityChanged('0b7c8e1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', false);
  assert.equal(logouts.length, 1);
  assert.ok(afterCommit);
  await afterCommit();
  assert.equal(logouts.length, 2);
  assert.ok(Math.floor(logouts[1]! / 1000) > Math.floor(logouts[0]! / 1000), `logouts at ${logouts.join(', ')}`);
});

test('a user who may still sign in keeps their sessions', async () => {
  const logouts: number[] = [];
  const keycloak = { logoutUser: async () => void logouts.push(Date.now()) } as unknown as KeycloakAdminClient;
  const sessions = new SessionsService(keycloak);
  await sessions.onActivityChanged('0b7c8e1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', true);
  await sessions.onStatusChanged('0b7c8e1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', 'approved');
  assert.deepEqual(logouts, []);
});

test('the wait ends a quarter second into the next second, from any moment of this one', () => {
  for (const ms of [0, 1, 500, 999]) assert.equal((1_795_664_734_000 + ms + untilNextSecond(1_795_664_734_000 + ms)) % 1000, 250);
});
