import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Rpc, Api } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { registerRecipient, setAccountStatus, tokenFor, NATS_URL, DEMO_ADMIN } from '../support/platform.js';
import { clientFor } from '../support/client.js';
import { databaseProbe, withDatabase } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals', { writable: true });

test("the dashboard's figures match the ledger for a recipient with seeded transactions", async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const rpc = new RpcClient(NATS_URL);
  await rpc.connect();
  try {
    await rpc.call(Rpc.ledgerOpenGrant, {
      userId: r.userId,
      title: 'Business Digitization Fund',
      totalCents: 5_000_000,
      startDate: '2026-03-15',
      idempotencyKey: randomUUID(),
    });
    const moves: Array<['add' | 'deduct', number]> = [
      ['deduct', 12_345],
      ['add', 5_000],
      ['deduct', 99],
      ['deduct', 250_000],
      ['add', 1],
      ['deduct', 4_500],
      ['add', 77_777],
      ['deduct', 1_000],
      ['deduct', 2_000],
      ['add', 300],
      ['deduct', 3_000],
      ['add', 60_000],
    ];
    for (const [direction, amountCents] of moves) {
      await rpc.call(Rpc.ledgerAdjustBalance, { userId: r.userId, direction, amountCents, actorId: DEMO_ADMIN.id, idempotencyKey: randomUUID() });
    }
  } finally {
    await rpc.close();
  }
  const token = await tokenFor(r.email, r.password);
  const { status, body } = await clientFor(token).answer(Api.me.dashboard);
  assert.equal(status, 200);

  const [account] = (await ledger.query('SELECT id, balance_cents FROM ledger_accounts WHERE user_id = $1', [r.userId])).rows;
  const numbers = async (where: string, limit: number) =>
    (
      await ledger.query(`SELECT transaction_number FROM ledger_entries WHERE account_id = $1 ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit}`, [
        account.id,
      ])
    ).rows.map((x) => x.transaction_number);
  assert.equal(body.balanceCents, Number(account.balance_cents));
  assert.equal(body.balanceCents, 5_000_000 - 12_345 + 5_000 - 99 - 250_000 + 1 - 4_500 + 77_777 - 1_000 - 2_000 + 300 - 3_000 + 60_000);
  assert.deepEqual(
    body.latestCredits.map((t) => t.transactionNumber),
    await numbers('AND amount_cents > 0', 5),
  );
  assert.deepEqual(
    body.latestDebits.map((t) => t.transactionNumber),
    await numbers('AND amount_cents < 0', 5),
  );
  assert.deepEqual(
    body.recent.map((t) => t.transactionNumber),
    await numbers('', 10),
  );
  assert.equal(body.latestCredits.length, 5);
  assert.equal(body.latestDebits.length, 5);
  assert.equal(body.recent.length, 10);
  const today = await ledger.query(
    `SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [account.id],
  );
  assert.equal(body.todayTransactionCount, today.rows[0].n);
  assert.equal(body.todayTransactionCount, 13);
  assert.equal(body.pendingWithdrawalsCents, 0);
  assert.equal(body.grant?.totalCents, 5_000_000);
  for (const t of body.recent) {
    assert.ok(Number.isInteger(t.amountCents) && t.amountCents > 0, 'amounts are positive whole cents with a credit/debit type');
  }
  const debit = body.latestDebits.find((t) => t.amountCents === 3_000);
  assert.equal(debit?.type, 'debit');
});

test('a dashboard the gateway keeps changes as soon as the ledger does, whoever changed it', async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const token = await tokenFor(r.email, r.password);
  const before = await clientFor(token).answer(Api.me.dashboard);
  assert.equal(before.status, 200);
  // Straight to the ledger over NATS, past the gateway: only the ledger's change message can tell the gateway.
  const rpc = new RpcClient(NATS_URL);
  await rpc.connect();
  try {
    await rpc.call(Rpc.ledgerAdjustBalance, { userId: r.userId, direction: 'add', amountCents: 4_321, actorId: DEMO_ADMIN.id, idempotencyKey: randomUUID() });
  } finally {
    await rpc.close();
  }
  // Kept pages last 7.5–10 s without a change message; the message clears them within moments.
  const deadline = Date.now() + 3000;
  let after = await clientFor(token).answer(Api.me.dashboard);
  while (after.body.balanceCents === before.body.balanceCents && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    after = await clientFor(token).answer(Api.me.dashboard);
  }
  assert.equal(after.body.balanceCents, before.body.balanceCents + 4_321);
  assert.equal(after.body.recent.length, before.body.recent.length + 1);
});

test("the ledger notifies a recipient's change at commit, never for a rollback", async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const rpc = new RpcClient(NATS_URL);
  await rpc.connect();
  try {
    await rpc.call(Rpc.ledgerOpenGrant, { userId: r.userId, title: 'Notify Fund', totalCents: 10_000, startDate: '2026-03-15', idempotencyKey: randomUUID() });
  } finally {
    await rpc.close();
  }
  await withDatabase('ledger-withdrawals', async (listener) => {
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN ledger_user_changed');
    const writer = await ledger.connect();
    try {
      const touch = `UPDATE grants SET title = title WHERE user_id = $1`;
      await writer.query('BEGIN');
      await writer.query(touch, [r.userId]);
      await writer.query('ROLLBACK');
      await writer.query('BEGIN');
      await writer.query(touch, [r.userId]);
      await writer.query(touch, [r.userId]);
      await writer.query('COMMIT');
      // A round trip on the listener's own connection: the commit's notification has arrived by then.
      await listener.query('SELECT 1');
      const deadline = Date.now() + 2000;
      while (!heard.includes(r.userId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.deepEqual(
        heard.filter((id) => id === r.userId),
        [r.userId],
      );
    } finally {
      writer.release();
    }
  });
});
