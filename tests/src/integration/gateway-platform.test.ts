import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { SERVICE_NAMES } from '@portal/contracts';
import { api, GATEWAY_URL } from '../support/platform.js';

test('GET /api/health reports the five services and the four servers up', async () => {
  const { status, body } = await api<{ status: string; services: Record<string, { status: string }>; servers: Record<string, { status: string }> }>(
    'GET',
    '/api/health',
  );
  assert.equal(status, 200);
  assert.equal(body.status, 'up');
  assert.deepEqual(Object.keys(body.services).sort(), [...SERVICE_NAMES].sort());
  for (const name of SERVICE_NAMES) assert.equal(body.services[name]?.status, 'up', name);
  assert.deepEqual(Object.keys(body.servers).sort(), ['keycloak', 'nats', 'postgresql', 'redis']);
  for (const [name, server] of Object.entries(body.servers)) assert.equal(server.status, 'up', name);
});

test('GET /api/config tells the browser which Keycloak client to use', async () => {
  const { status, body } = await api<{ keycloak: { realm: string; clientId: string } }>('GET', '/api/config');
  assert.equal(status, 200);
  assert.equal(body.keycloak.realm, 'grant-portal');
  assert.equal(body.keycloak.clientId, 'portal-web');
  assert.equal((body.keycloak as { adminClientId?: string }).adminClientId, 'portal-admin');
});

test('the OpenAPI document is served at /api/docs', async () => {
  const res = await fetch(`${GATEWAY_URL}/api/docs/openapi.json`);
  assert.equal(res.status, 200);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  for (const path of ['/api/health', '/api/auth/register', '/api/me', '/api/admin/users/{id}/status']) assert.ok(doc.paths[path], path);
  assert.equal((await fetch(`${GATEWAY_URL}/api/docs`)).status, 200);
});

test('the shell is served at / and for deep links, remotes under /remotes/<name>/', async () => {
  for (const path of ['/', '/dashboard', '/admin/dashboard', '/withdrawals/new']) {
    const res = await fetch(GATEWAY_URL + path);
    assert.equal(res.status, 200, path);
    assert.match(await res.text(), /<div id="root">/, path);
  }
  for (const remote of ['dashboard', 'money', 'settings', 'support', 'admin']) {
    const res = await fetch(`${GATEWAY_URL}/remotes/${remote}/mf-manifest.json`);
    assert.equal(res.status, 200, remote);
  }
});

test('unknown API paths answer 404 in the API error shape, not the shell', async () => {
  const { status, body } = await api<{ code: string }>('GET', '/api/does-not-exist');
  assert.equal(status, 404);
  assert.equal(body.code, 'NOT_FOUND');
});
