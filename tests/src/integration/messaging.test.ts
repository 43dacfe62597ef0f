import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, AckPolicy, DeliverPolicy } from '@nats-io/jetstream';
import { Events, EVENTS_STREAM, Rpc } from '@portal/contracts';
import { RpcClient, RpcCallError } from '@portal/service-kit';
import { NATS_URL, DEMO_ADMIN } from '../support/platform.js';

test('a status change leaves accounts-kyc through the outbox and lands on the JetStream stream', async () => {
  const nc = await connect({ servers: NATS_URL });
  const rpc = new RpcClient(NATS_URL);
  await rpc.connect();
  try {
    const userId = randomUUID();
    await rpc.call(Rpc.accountsCreateProfile, {
      userId, email: `events.${userId.slice(0, 8)}@example.org`, firstName: 'Eve', lastName: 'Events', grantNumber: 'UNSEAF-2025/GR-0777', mobile: null, country: null,
    });
    await rpc.call(Rpc.accountsSetStatus, { userId, status: 'approved', actorId: DEMO_ADMIN.id });

    const jsm = await jetstreamManager(nc);
    const consumer = `test-${userId.slice(0, 8)}`;
    await jsm.consumers.add(EVENTS_STREAM, {
      durable_name: consumer, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, filter_subject: Events.accountStatusChanged.subject,
    });
    const messages = await jetstream(nc).consumers.get(EVENTS_STREAM, consumer);
    let found: { from: string; to: string } | undefined;
    const deadline = Date.now() + 10_000;
    while (!found && Date.now() < deadline) {
      const batch = await messages.fetch({ max_messages: 500, expires: 1000 });
      for await (const m of batch) {
        const { data } = m.json<{ id: string; data: { userId: string; from: string; to: string } }>();
        if (data.userId === userId) found = data;
        m.ack();
      }
    }
    await jsm.consumers.delete(EVENTS_STREAM, consumer);
    assert.deepEqual(found && { from: found.from, to: found.to }, { from: 'pending', to: 'approved' });
  } finally {
    await rpc.close();
    await nc.drain();
  }
});

test('services validate payloads on receipt: a malformed message changes nothing and gets VALIDATION_FAILED', async () => {
  const rpc = new RpcClient(NATS_URL);
  await rpc.connect();
  try {
    await assert.rejects(rpc.send(Rpc.accountsSetStatus.subject, { userId: 'x', status: 'approved' }), (e: RpcCallError) => e.body.code === 'VALIDATION_FAILED');
    await assert.rejects(rpc.send(Rpc.ledgerAdjustBalance.subject, { userId: randomUUID(), direction: 'add', amountCents: 10.5 }), (e: RpcCallError) => e.body.code === 'VALIDATION_FAILED');
  } finally {
    await rpc.close();
  }
});
