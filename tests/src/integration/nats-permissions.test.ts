// NATS users and subject permissions (contracts/src/nats-users.ts) on the running test platform: only
// the gateway's user reaches the services' request subjects, a service reaches another service only
// where its code calls it, nobody publishes another service's events, and nobody gets in anonymously.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from '@jest/globals';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM, Events, Rpc, healthSubject } from '@portal/contracts';
import { NATS_AUTH, NATS_URL, natsAuthAs } from '../support/platform.js';

const open: NatsConnection[] = [];
async function as(user: string): Promise<NatsConnection> {
  const nc = await connect({ servers: NATS_URL, name: `permissions-test-${user}`, ...natsAuthAs(user) });
  open.push(nc);
  return nc;
}
afterAll(async () => {
  await Promise.all(open.map((nc) => nc.close()));
});

/** A request as the NestJS transport frames it; resolves with the decoded answer. */
async function ask(nc: NatsConnection, subject: string, data: unknown): Promise<{ response?: unknown; err?: unknown }> {
  const msg = await nc.request(subject, JSON.stringify({ pattern: subject, data, id: randomUUID() }), { timeout: 5000 });
  return msg.json();
}

async function refusedPublish(nc: NatsConnection, subject: string, data: unknown): Promise<void> {
  // nats.js answers the request with a RequestError naming the server's permission violation.
  await assert.rejects(ask(nc, subject, data), (error: unknown) => {
    const cause = error instanceof errors.RequestError && error.cause ? error.cause : error;
    assert.match(String(cause), new RegExp(`Permissions Violation for Publish to "${subject.replace(/\./g, '\\.')}"`));
    return true;
  });
}

test('the gateway user calls a service subject and gets its answer', async () => {
  const gateway = await as('gateway');
  const answer = await ask(gateway, Rpc.withdrawalsList.subject, { userId: randomUUID() });
  assert.deepEqual(answer.response, []);
  const health = await ask(gateway, healthSubject('support'), {});
  assert.equal((health.response as { status: string }).status, 'up');
});

test('a service calls another service only where its code does', async () => {
  const payments = await as('payments');
  // payments reads the sender's balance from the ledger (allowed) …
  const dashboard = await ask(payments, Rpc.ledgerDashboard.subject, { userId: randomUUID() });
  assert.ok('response' in dashboard || 'err' in dashboard);
  // … but has no business with withdrawals, support tickets or registrations.
  await refusedPublish(payments, Rpc.withdrawalsList.subject, { userId: randomUUID() });
  await refusedPublish(payments, Rpc.ticketsList.subject, { userId: randomUUID() });
  const support = await as('support');
  await refusedPublish(support, Rpc.ledgerAdjustBalance.subject, { userId: randomUUID(), amountCents: 100, reason: 'x' });
  await refusedPublish(support, Rpc.accountsSetStatus.subject, { userId: randomUUID(), status: 'approved' });
});

test('the gateway cannot send the requests only services send to each other (ledger moves, profile creation, PIN checks)', async () => {
  const gateway = await as('gateway');
  await refusedPublish(gateway, Rpc.ledgerMoveDebit.subject, {});
  await refusedPublish(gateway, Rpc.accountsCreateProfile.subject, {});
  await refusedPublish(gateway, Rpc.pinVerify.subject, {});
});

test('a client without credentials, or with a wrong password, is refused', async () => {
  await assert.rejects(connect({ servers: NATS_URL, reconnect: false }), (error: unknown) => {
    assert.match(String(error), /authoriz/i);
    return true;
  });
  await assert.rejects(connect({ servers: NATS_URL, reconnect: false, user: 'gateway', pass: 'not-the-password' }), /authoriz/i);
});

test('a service cannot publish another service’s events, and the gateway publishes none', async () => {
  const watcher = await connect({ servers: NATS_URL, ...NATS_AUTH });
  open.push(watcher);
  const forged = Events.withdrawalStatusChanged.subject;
  const seen: string[] = [];
  // A subject support may publish that nobody answers without a reply address: the JetStream API's INFO.
  const fence = '$JS.API.INFO';
  const arrived = new Promise<void>((resolve) => {
    for (const subject of [forged, fence]) {
      watcher.subscribe(subject, {
        callback: (_err, msg) => {
          seen.push(msg.subject);
          if (msg.subject === fence) resolve();
        },
      });
    }
  });
  await watcher.flush();

  const support = await as('support');
  const body = JSON.stringify({ id: randomUUID(), occurredAt: new Date().toISOString(), data: { forged: true } });
  await assert.rejects(jetstream(support).publish(forged, body, { timeout: 3000 }));
  const gateway = await as('gateway');
  gateway.publish(forged, body);
  await gateway.flush();
  // One publisher's messages arrive in order: once support's own (allowed) message is here, a forged event would be too.
  support.publish(fence);
  await arrived;
  assert.deepEqual(
    seen.filter((s) => s === forged),
    [],
  );
});

test('a service cannot listen on another service’s request subjects or read another process’s answers', async () => {
  const payments = await as('payments');
  for (const subject of [Rpc.ledgerMoveDebit.subject, '_INBOX.gateway.>', 'identity.>']) {
    const sub = payments.subscribe(subject);
    const closed = await sub.closed;
    expect(closed).toBeInstanceOf(errors.PermissionViolationError);
  }
});

test('no service can delete or purge the event stream', async () => {
  const jsm = await jetstreamManager(await as('ledger-withdrawals'));
  await assert.rejects(jsm.streams.delete(EVENTS_STREAM));
  await assert.rejects(jsm.streams.purge(EVENTS_STREAM));
  // The stream is still there with its messages.
  const info = await (await jetstreamManager(await as('payments'))).streams.info(EVENTS_STREAM);
  assert.equal(info.config.name, EVENTS_STREAM);
});
