import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { api, tokenFor, registerRecipient, DEMO_ADMIN, DEMO_RECIPIENT, KEYCLOAK_URL } from '../support/platform.js';

test('calls without a token, with a garbage token or a tampered token are refused with 401', async () => {
  assert.equal((await api('GET', '/api/me')).status, 401);
  assert.equal((await api('GET', '/api/me', { token: 'not-a-jwt' })).status, 401);
  const token = await tokenFor(DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  claims.realm_access = { roles: ['admin'] };
  const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  const answer = await api<{ code: string }>('GET', '/api/admin/users', { token: forged });
  assert.equal(answer.status, 401);
  assert.equal(answer.body.code, 'UNAUTHENTICATED');
});

test('a token of another client of the realm is refused (client check)', async () => {
  const res = await fetch(`${KEYCLOAK_URL}/realms/grant-portal/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'identity-service', client_secret: process.env.KEYCLOAK_IDENTITY_SECRET! }),
  });
  const { access_token: serviceToken } = (await res.json()) as { access_token: string };
  assert.equal((await api('GET', '/api/admin/users', { token: serviceToken })).status, 401);
});

test('an approved recipient reads their own profile and dashboard', async () => {
  const token = await tokenFor(DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
  const me = await api<{ id: string; accountStatus: string; roles: string[] }>('GET', '/api/me', { token });
  assert.equal(me.status, 200);
  assert.equal(me.body.id, DEMO_RECIPIENT.id);
  assert.ok(me.body.roles.includes('recipient'));
  const dashboard = await api<{ balanceCents: number }>('GET', '/api/dashboard', { token });
  assert.equal(dashboard.status, 200);
  assert.ok(dashboard.body.balanceCents > 0);
});

test('admin API needs the admin role: a recipient gets "You are not authorized as an admin"', async () => {
  const token = await tokenFor(DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
  const answer = await api<{ code: string; message: string }>('GET', '/api/admin/users', { token });
  assert.equal(answer.status, 403);
  assert.equal(answer.body.message, 'You are not authorized as an admin');
});

test('the admin lists pending accounts and approves one; the status change is enforced at once', async () => {
  const recipient = await registerRecipient();
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const pending = await api<Array<{ id: string; accountStatus: string }>>('GET', '/api/admin/users?status=pending', { token: admin });
  assert.equal(pending.status, 200);
  assert.ok(pending.body.some((p) => p.id === recipient.userId));

  const userToken = await tokenFor(recipient.email, recipient.password);
  const blocked = await api<{ code: string; message: string }>('GET', '/api/me', { token: userToken });
  assert.equal(blocked.status, 403);
  assert.equal(blocked.body.code, 'ACCOUNT_STATUS_BLOCKED');
  assert.equal(blocked.body.message, 'Your account is pending approval. Please wait for admin approval before logging in.');
  assert.equal((await api('GET', '/api/dashboard', { token: userToken })).status, 403);

  const approved = await api<{ accountStatus: string }>('POST', `/api/admin/users/${recipient.userId}/status`, { token: admin, body: { status: 'approved' } });
  assert.equal(approved.status, 201);
  assert.equal(approved.body.accountStatus, 'approved');
  const me = await api<{ accountStatus: string }>('GET', '/api/me', { token: userToken });
  assert.equal(me.status, 200);
  const dashboard = await api<{ balanceCents: number; grant: unknown }>('GET', '/api/dashboard', { token: userToken });
  assert.equal(dashboard.status, 200);
  assert.equal(dashboard.body.balanceCents, 0);

  await api('POST', `/api/admin/users/${recipient.userId}/status`, { token: admin, body: { status: 'rejected' } });
  const rejected = await api<{ code: string; message: string }>('GET', '/api/dashboard', { token: userToken });
  assert.equal(rejected.status, 403);
  assert.equal(rejected.body.message, 'Your account has been rejected or suspended. Please contact support for assistance.');
});

test('admin status changes validate their input', async () => {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const bad = await api<{ code: string }>('POST', `/api/admin/users/${DEMO_RECIPIENT.id}/status`, { token: admin, body: { status: 'superuser' } });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'VALIDATION_FAILED');
  assert.equal((await api('POST', '/api/admin/users/not-a-uuid/status', { token: admin, body: { status: 'approved' } })).status, 400);
});
