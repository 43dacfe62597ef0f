import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Api, SERVICE_NAMES } from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { DEMO_ADMIN, DEMO_ADMIN_2, DEMO_RECIPIENT, tokenFor } from '../support/platform.js';

test('the System report shows health, the BullMQ queues of each service and the outbox lag of those with an outbox', async () => {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const answer = await clientFor(admin).answer(Api.adminSystem.report);
  assert.equal(answer.status, 200);
  const report = answer.body;
  assert.equal(report.health.status, 'up');
  assert.deepEqual(report.services.map((s) => s.service).sort(), [...SERVICE_NAMES].sort());
  for (const service of report.services) assert.equal(service.reachable, true, service.service);
  const of = (name: string) => report.services.find((s) => s.service === name)!;
  assert.deepEqual(
    of('identity').queues.map((q) => q.name),
    ['identity-mail', 'identity-registration-notice'],
  );
  assert.deepEqual(
    of('accounts-kyc').queues.map((q) => q.name),
    ['accounts-kyc-mail', 'accounts-kyc-webhooks'],
  );
  assert.deepEqual(
    of('ledger-withdrawals').queues.map((q) => q.name),
    ['ledger-receipts'],
  );
  for (const queue of of('identity').queues) {
    for (const n of [queue.waiting, queue.active, queue.delayed, queue.failed]) assert.ok(Number.isInteger(n) && n >= 0);
  }
  // Every service relays its events from an outbox (identity its password changes).
  for (const name of ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support']) {
    const outbox = of(name).outbox;
    assert.ok(outbox, `${name} has an outbox`);
    assert.ok(outbox.pending >= 0);
  }
});

test('the System report is for admins only', async () => {
  assert.equal((await clientFor().answer(Api.adminSystem.report)).status, 401);
  const recipient = await tokenFor(DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
  const refused = await clientFor(recipient).answer(Api.adminSystem.report);
  assert.equal(refused.status, 403);
  assert.equal(refused.body.message, 'You are not authorized as an admin');
});

test('the admin test page: the session as the gateway verified it (no token) and every holder of the admin role', async () => {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const answer = await clientFor(admin).answer(Api.adminSystem.session);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const { session, admins, moreAdmins } = answer.body;
  assert.equal(session.userId, DEMO_ADMIN.id);
  assert.equal(session.username, DEMO_ADMIN.username);
  assert.ok(session.roles.includes('admin'));
  assert.equal(session.secondFactor, true);
  const [authenticatedAt, issuedAt, expiresAt] = [session.authenticatedAt, session.issuedAt, session.expiresAt].map((t) => Date.parse(t ?? ''));
  assert.ok(authenticatedAt <= issuedAt + 1000 && issuedAt < expiresAt, JSON.stringify(session));
  // Nothing secret: neither the token nor any piece of it.
  const text = JSON.stringify(answer.body);
  assert.ok(!text.includes(admin) && !text.includes(admin.split('.')[2]!));
  const names = admins.map((a) => a.username);
  assert.ok(names.includes(DEMO_ADMIN.username) && names.includes(DEMO_ADMIN_2.username), names.join(', '));
  assert.ok(!names.includes(DEMO_RECIPIENT.email), 'a recipient is not an admin');
  // The test realm holds a handful of admins: all listed, none left out.
  assert.equal(moreAdmins, false);
});
