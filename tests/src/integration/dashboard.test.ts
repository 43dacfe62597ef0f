import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Rpc, Api, CHART_WEEKS, KYC_FUNNEL_STAGES, PROJECT_PAYMENT_CATEGORIES, chartPeriod, isRecipientMe } from '@portal/contracts';
import { NatsRpc } from '../support/rpc.js';
import { registerRecipient, setAccountStatus, tokenFor, DEMO_ADMIN } from '../support/platform.js';
import { clientFor } from '../support/client.js';
import { databaseProbe, withDatabase } from '../support/databases.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';

const ledger = databaseProbe('ledger-withdrawals', { writable: true });

test("the dashboard's figures match the ledger for a recipient with seeded transactions", async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const rpc = new NatsRpc();
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
  const rpc = new NatsRpc();
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
  const rpc = new NatsRpc();
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

/** What left a recipient's account in the period, per the ledger: every debit, and the fee-revenue lines of those postings. */
async function ledgerSpending(userId: string, from: string) {
  const { rows } = await ledger.query(
    `WITH mine AS (SELECT e.posting_id, e.category, e.amount_cents FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                    WHERE a.user_id = $1 AND e.amount_cents < 0 AND e.created_at >= $2::date)
     SELECT (SELECT -sum(amount_cents) FROM mine)::bigint AS out,
            (SELECT sum(f.amount_cents) FROM ledger_entries f JOIN ledger_accounts fa ON fa.id = f.account_id AND fa.code = 'fund:fee-revenue'
              WHERE f.posting_id IN (SELECT posting_id FROM mine))::bigint AS fees`,
    [userId, from],
  );
  return { out: Number(rows[0].out ?? 0), fees: Number(rows[0].fees ?? 0) };
}

test("a recipient's charts are their own daily closing balances and spending, to the cent of the ledger", async () => {
  const [a, b] = await Promise.all([fundedRecipient(1_000_000, 1), approvedRecipientWithToken()]);
  const bMe = await clientFor(b.token).call(Api.me.get);
  assert.ok(isRecipientMe(bMe));
  const client = clientFor(a.token);
  await client.call(Api.transfers.create, {
    body: {
      recipientAccount: bMe.accountNumber,
      recipientName: 'Grace Receiver',
      transferType: 'within_unseaf',
      amountCents: 12_345,
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  const payment = await client.call(Api.projectPayments.create, {
    body: {
      category: 'staff_personnel',
      recipientName: 'Field Team Ltd',
      amountCents: 100_000,
      purposeDescription: 'Salaries for the field team',
      recipientDetails: { accountNumber: '12345678', bankName: 'First Bank', contactPhone: '+254700000000', employee_id: 'EMP-7' },
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  assert.equal((await withdraw(a.token, 20_000)).status, 201);
  // The grant arrived three days ago: the days before it close at 0, the days after it at the award.
  await ledger.query(
    `UPDATE ledger_entries SET created_at = created_at - interval '3 days'
      WHERE category = 'grant' AND account_id = (SELECT id FROM ledger_accounts WHERE user_id = $1)`,
    [a.userId],
  );

  const period = chartPeriod(7);
  const charts = await client.call(Api.charts.recipient, { query: { days: 7 } });
  const dashboard = await client.call(Api.me.dashboard);
  assert.deepEqual([charts.from, charts.to], [period.from, period.to]);
  assert.equal(charts.balance.length, 7);
  assert.deepEqual(
    charts.balance.map((p) => p.date),
    Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${period.from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)),
  );
  assert.deepEqual(
    charts.balance.map((p) => p.balanceCents),
    [0, 0, 0, 1_000_000, 1_000_000, 1_000_000, dashboard.balanceCents],
  );

  const spent = Object.fromEntries(charts.spendingByType.map((s) => [s.type, s.amountCents]));
  const { out, fees } = await ledgerSpending(a.userId, period.from);
  assert.equal(spent.transfer! + spent.payment! + spent.withdrawal! + spent.fee!, out, 'the types add up to what left the account');
  assert.equal(spent.fee, fees);
  assert.equal(out, 1_000_000 - dashboard.balanceCents);
  assert.equal(spent.transfer, 12_345);
  const byCategory = Object.fromEntries(charts.paymentsByCategory.map((c) => [c.category, c.amountCents]));
  assert.deepEqual(Object.keys(byCategory), [...PROJECT_PAYMENT_CATEGORIES]);
  assert.equal(byCategory.staff_personnel, payment.payment.netCents);
  assert.equal(spent.payment, payment.payment.netCents);

  // The receiver's charts: the transfer is money in, not spending, and nothing of the sender's shows.
  const theirs = await clientFor(b.token).call(Api.charts.recipient);
  assert.equal(theirs.balance.length, 90);
  assert.equal(theirs.balance.at(-1)?.balanceCents, 12_345);
  assert.deepEqual(
    theirs.spendingByType.map((s) => s.amountCents),
    [0, 0, 0, 0],
  );
  assert.ok(theirs.paymentsByCategory.every((c) => c.amountCents === 0));

  assert.equal((await client.answer(Api.charts.recipient, { query: { days: 1 } })).status, 400);
  assert.equal((await client.answer(Api.charts.admin)).status, 403, 'the admin charts refuse a recipient');
});

test("the admin charts count the fund's weekly disbursements to the cent, the KYC funnel and the tickets of the week", async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  const rpc = new NatsRpc();
  await rpc.connect();
  try {
    await rpc.call(Rpc.ledgerOpenGrant, { userId: r.userId, title: 'Weekly Fund', totalCents: 765_432, startDate: '2026-03-15', idempotencyKey: randomUUID() });
    await rpc.call(Rpc.ledgerAdjustBalance, { userId: r.userId, direction: 'add', amountCents: 1_111, actorId: DEMO_ADMIN.id, idempotencyKey: randomUUID() });
  } finally {
    await rpc.close();
  }
  // Both fund lines of this recipient into the week ten weeks back, a week no other test writes in.
  const { rows: moved } = await ledger.query(
    `UPDATE ledger_entries SET created_at = date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '10 weeks' + interval '2 days'
      WHERE posting_id IN (SELECT e.posting_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1)
      RETURNING id`,
    [r.userId],
  );
  assert.equal(moved.length, 4);
  const token = await tokenFor(r.email, r.password);
  await clientFor(token).call(Api.support.create, {
    body: { subject: 'Chart week', message: 'A question about my grant for this week.', category: 'general' },
  });

  const admin = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  const charts = await admin.call(Api.charts.admin);
  assert.equal(charts.weeks.length, CHART_WEEKS);
  assert.deepEqual(
    charts.disbursements.map((d) => d.week),
    charts.weeks,
  );
  const week = charts.disbursements[CHART_WEEKS - 11]!;
  const {
    rows: [sums],
  } = await ledger.query(
    `SELECT (-sum(e.amount_cents) FILTER (WHERE e.category = 'grant'))::bigint AS grants, (-sum(e.amount_cents) FILTER (WHERE e.category = 'adjustment'))::bigint AS adds
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.code = 'fund:grant-funding'
      WHERE e.amount_cents < 0 AND e.created_at >= $1::date AND e.created_at < $1::date + 7`,
    [week.week],
  );
  assert.deepEqual([week.grantCents, week.adjustmentCents], [Number(sums.grants), Number(sums.adds)]);
  assert.ok(week.grantCents >= 765_432 && week.adjustmentCents >= 1_111);

  assert.deepEqual(
    charts.kycFunnel.map((s) => s.stage),
    [...KYC_FUNNEL_STAGES],
  );
  const counts = charts.kycFunnel.map((s) => s.count);
  assert.ok(counts[0]! >= 1 && counts.every((n, i) => i === 0 || n <= counts[i - 1]!), 'each stage is a subset of the one before');
  assert.ok(charts.tickets.at(-1)!.open >= 1, "this week's new ticket is open");
});
