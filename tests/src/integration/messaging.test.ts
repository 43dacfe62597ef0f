import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, DeliverPolicy } from '@nats-io/jetstream';
import { Events, EVENTS_STREAM, Rpc } from '@portal/contracts';
import { RpcClient, RpcCallError } from '@portal/service-kit';
import '../support/nest-logs.js';
import { NATS_URL, NATS_AUTH, DEMO_ADMIN, natsServers } from '../support/platform.js';
import { waitFor } from '../support/wait.js';

test('a status change leaves accounts-kyc through the outbox and lands on the JetStream stream', async () => {
  const nc = await connect({ ...natsServers(), ...NATS_AUTH });
  const rpc = new RpcClient(NATS_URL);
  await rpc.connect();
  try {
    // Read only what comes after this point: the stream keeps the events of every earlier run.
    const { state } = await (await jetstreamManager(nc)).streams.info(EVENTS_STREAM);
    const userId = randomUUID();
    await rpc.call(Rpc.accountsCreateProfile, {
      userId,
      email: `events.${userId.slice(0, 8)}@example.org`,
      firstName: 'Eve',
      lastName: 'Events',
      grantNumber: 'UNSEAF-2025/GR-0777',
      mobile: null,
      country: null,
    });
    await rpc.call(Rpc.accountsSetStatus, { userId, status: 'approved', actorId: DEMO_ADMIN.id });

    const events = await jetstream(nc).consumers.get(EVENTS_STREAM, {
      filter_subjects: Events.accountStatusChanged.subject,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: state.last_seq + 1,
    });
    const found = await waitFor(
      async () => {
        const data = (await events.next({ expires: 1000 }))?.json<{ data: { userId: string; from: string; to: string } }>().data;
        return data?.userId === userId ? data : undefined;
      },
      { what: `the account status event of ${userId}` },
    );
    assert.deepEqual({ from: found.from, to: found.to }, { from: 'pending', to: 'approved' });
  } finally {
    await rpc.close();
    await nc.drain();
  }
});

test('services validate payloads on receipt: a malformed message changes nothing and gets VALIDATION_FAILED', async () => {
  const rpc = new RpcClient(NATS_URL);
  await rpc.connect();
  try {
    await assert.rejects(
      rpc.send(Rpc.accountsSetStatus.subject, { userId: 'x', status: 'approved' }),
      (e: RpcCallError) => e.body.code === 'VALIDATION_FAILED',
    );
    await assert.rejects(
      rpc.send(Rpc.ledgerAdjustBalance.subject, { userId: randomUUID(), direction: 'add', amountCents: 10.5 }),
      (e: RpcCallError) => e.body.code === 'VALIDATION_FAILED',
    );
  } finally {
    await rpc.close();
  }
});
