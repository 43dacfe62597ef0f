// NATS users and subject permissions (contracts/src/nats-users.ts) on the running test platform: only
// the gateway's user reaches the services' request subjects, a service reaches another service only
// where its code calls it, nobody publishes another service's events, and nobody gets in anonymously.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from '@jest/globals';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM, Events, Rpc, adminActionBatchSubject, adminActionSubject, healthSubject } from '@portal/contracts';
import { NATS_AUTH, TEST_CONNECTION_PREFIX, natsAuthAs, natsServers } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { withDatabase } from '../support/databases.js';

const open: NatsConnection[] = [];
async function as(user: string): Promise<NatsConnection> {
  const nc = await connect({ ...natsServers(), name: `${TEST_CONNECTION_PREFIX}permissions of ${user}`, ...natsAuthAs(user) });
  open.push(nc);
  return nc;
}
/** The test suite's own user (full rights on the test platform), standing in for a forger that got past NATS. */
async function asTests(): Promise<NatsConnection> {
  const nc = await connect({ ...natsServers(), ...NATS_AUTH });
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
  await assert.rejects(connect({ ...natsServers(), reconnect: false }), (error: unknown) => {
    assert.match(String(error), /authoriz/i);
    return true;
  });
  await assert.rejects(connect({ ...natsServers(), reconnect: false, user: 'gateway', pass: 'not-the-password' }), /authoriz/i);
});

test('a service cannot publish another service’s events, and the gateway publishes none', async () => {
  const watcher = await connect({ ...natsServers(), ...NATS_AUTH });
  open.push(watcher);
  const forged = Events.withdrawalStatusChanged.subject;
  // The ledger publishes this subject for real while other tests run: only a message with this id is the forgery.
  const forgedId = randomUUID();
  const seen: string[] = [];
  // A subject support may publish that nobody answers without a reply address: the JetStream API's INFO.
  const fence = '$JS.API.INFO';
  const arrived = new Promise<void>((resolve) => {
    for (const subject of [forged, fence]) {
      watcher.subscribe(subject, {
        callback: (_err, msg) => {
          if (msg.subject === fence) resolve();
          else if (msg.string().includes(forgedId)) seen.push(msg.subject);
        },
      });
    }
  });
  await watcher.flush();

  const support = await as('support');
  const body = JSON.stringify({ id: forgedId, occurredAt: new Date().toISOString(), data: { forged: true } });
  await assert.rejects(jetstream(support).publish(forged, body, { timeout: 3000 }));
  const gateway = await as('gateway');
  gateway.publish(forged, body);
  await gateway.flush();
  // One publisher's messages arrive in order: once support's own (allowed) message is here, a forged event would be too.
  support.publish(fence);
  await arrived;
  assert.deepEqual(seen, []);
});

test('a service cannot listen on another service’s request subjects or read another process’s answers', async () => {
  const payments = await as('payments');
  for (const subject of [Rpc.ledgerMoveDebit.subject, '_INBOX.gateway.>', 'identity.>']) {
    const sub = payments.subscribe(subject);
    const closed = await sub.closed;
    expect(closed).toBeInstanceOf(errors.PermissionViolationError);
  }
});

test('a service’s user can neither create, change, delete nor purge a stream, nor reach another service’s consumer', async () => {
  const jsm = await jetstreamManager(await as('ledger-withdrawals'));
  const violation = (subject: string) => new RegExp(`Permissions Violation for Publish to "${subject.replace(/[.$]/g, (c) => `\\${c}`)}`);
  await assert.rejects(jsm.streams.delete(EVENTS_STREAM), violation(`$JS.API.STREAM.DELETE.${EVENTS_STREAM}`));
  await assert.rejects(jsm.streams.purge(EVENTS_STREAM), violation(`$JS.API.STREAM.PURGE.${EVENTS_STREAM}`));
  const stream = `PERMISSIONS_TEST_${randomUUID().slice(0, 8)}`;
  await assert.rejects(jsm.streams.add({ name: stream, subjects: [`permissions-test.${stream}.>`] }), violation(`$JS.API.STREAM.CREATE.${stream}`));
  const handoff = await jetstreamManager(await as('accounts-kyc'));
  await assert.rejects(handoff.streams.delete('OBJ_kyc-uploads'), violation('$JS.API.STREAM.DELETE.OBJ_kyc-uploads'));
  // Another service's durable consumer: neither created nor read.
  await assert.rejects(
    jsm.consumers.add(EVENTS_STREAM, { durable_name: 'support-user-erased', filter_subject: Events.userErased.subject, ack_policy: AckPolicy.Explicit }),
    violation(`$JS.API.CONSUMER.CREATE.${EVENTS_STREAM}.support-user-erased`),
  );
  await assert.rejects(jsm.consumers.info(EVENTS_STREAM, 'support-user-erased'), violation(`$JS.API.CONSUMER.INFO.${EVENTS_STREAM}.support-user-erased`));
  // Its own consumer only with its own event: a wider filter (reading every event) is refused.
  await assert.rejects(
    jsm.consumers.add(EVENTS_STREAM, { durable_name: 'ledger-user-erased', filter_subject: 'events.>', ack_policy: AckPolicy.Explicit }),
    violation(`$JS.API.CONSUMER.CREATE.${EVENTS_STREAM}.ledger-user-erased.events.>`),
  );
  // The gateway has no business with the event stream's API at all.
  await assert.rejects((await jetstreamManager(await as('gateway'))).streams.info(EVENTS_STREAM), violation(`$JS.API.STREAM.INFO.${EVENTS_STREAM}`));
  // The stream is still there (the setup step created it: the services could not).
  const info = await (await jetstreamManager(await asTests())).streams.info(EVENTS_STREAM);
  assert.equal(info.config.name, EVENTS_STREAM);
  // Nor may the setup step's user, which only creates streams and brings them to their configuration.
  await assert.rejects((await jetstreamManager(await as('nats-setup'))).streams.delete(EVENTS_STREAM), violation(`$JS.API.STREAM.DELETE.${EVENTS_STREAM}`));
});

test('a service publishes admin actions only on its own audit subject', async () => {
  const support = await as('support');
  const body = JSON.stringify({ id: randomUUID(), data: {} });
  await assert.rejects(
    jetstream(support).publish(adminActionSubject('ledger-withdrawals'), body, { timeout: 3000 }),
    /Permissions Violation for Publish to "events\.audit\.ledger\.admin-action"/,
  );
  await assert.rejects(jetstream(support).publish('events.audit.admin-action', body, { timeout: 3000 }), /Permissions Violation/);
  const ack = await jetstream(support).publish(adminActionSubject('support'), JSON.stringify({ id: randomUUID(), data: { malformed: true } }));
  assert.equal(ack.stream, EVENTS_STREAM);
});

test('the audit log records the source service from the subject and refuses an event claiming another service', async () => {
  await withDatabase('accounts-kyc', async (db) => {
    const js = jetstream(await asTests());
    const entry = (service: string) => ({
      service,
      actorId: randomUUID(),
      action: 'ticket_status',
      targetType: 'ticket',
      targetId: randomUUID(),
      userId: null,
      oldValue: 'open',
      newValue: 'closed',
      description: 'permissions test',
      at: new Date().toISOString(),
    });
    // Sent on payments' subject but claiming support (what a payments process would have to do to forge one).
    const forged = { id: randomUUID(), data: entry('support') };
    const genuine = { id: randomUUID(), data: entry('payments') };
    await js.publish(adminActionSubject('payments'), JSON.stringify(forged), { msgID: forged.id });
    await js.publish(adminActionSubject('payments'), JSON.stringify(genuine), { msgID: genuine.id });
    const row = await waitFor(
      async () => (await db.query<{ source_service: string }>('SELECT source_service FROM admin_audit_log WHERE id = $1', [genuine.id])).rows[0],
      { what: 'the genuine audit entry', timeoutMs: 15_000 },
    );
    assert.equal(row.source_service, 'payments');
    // One consumer handles the subject in stream order: the forged one, published first, was refused and never stored.
    assert.equal((await db.query('SELECT 1 FROM admin_audit_log WHERE id = $1', [forged.id])).rowCount, 0);
    assert.equal((await db.query('SELECT 1 FROM inbox WHERE event_id = $1', [forged.id])).rowCount, 0);

    // The same rules for a batch of admin actions (a group commit's), on the batch subject.
    const batchEntry = () => {
      const { service: _service, ...rest } = entry('payments');
      return { ...rest, id: randomUUID() };
    };
    const forgedBatch = { id: randomUUID(), data: { service: 'support', entries: [batchEntry()] } };
    const genuineBatch = { id: randomUUID(), data: { service: 'payments', entries: [batchEntry(), batchEntry()] } };
    await js.publish(adminActionBatchSubject('payments'), JSON.stringify(forgedBatch), { msgID: forgedBatch.id });
    await js.publish(adminActionBatchSubject('payments'), JSON.stringify(genuineBatch), { msgID: genuineBatch.id });
    const ids = genuineBatch.data.entries.map((e) => e.id);
    const stored = await waitFor(
      async () => {
        const { rows } = await db.query<{ source_service: string }>('SELECT source_service FROM admin_audit_log WHERE id = ANY($1::uuid[])', [ids]);
        return rows.length === 2 ? rows : undefined;
      },
      { what: 'the genuine batch', timeoutMs: 15_000 },
    );
    assert.deepEqual(
      stored.map((r) => r.source_service),
      ['payments', 'payments'],
    );
    assert.equal((await db.query('SELECT 1 FROM admin_audit_log WHERE id = $1', [forgedBatch.data.entries[0]!.id])).rowCount, 0);
  });
});
