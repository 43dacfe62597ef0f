import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Rpc, AdminAdjustMessages } from '@portal/contracts';
import { NatsRpc, NatsRpcError } from '../support/rpc.js';
import { DEMO_ADMIN } from '../support/platform.js';
import { databaseProbe } from '../support/databases.js';

const rpc = new NatsRpc(20_000);
const db = databaseProbe('ledger-withdrawals', { writable: true });
beforeAll(() => rpc.connect());
afterAll(async () => {
  await rpc.close();
});

async function openGrant(totalCents: number) {
  const userId = randomUUID();
  await rpc.call(Rpc.ledgerOpenGrant, { userId, title: 'Sustainable Development Fund', totalCents, startDate: '2026-01-01', idempotencyKey: randomUUID() });
  return userId;
}

const deduct = (userId: string, amountCents: number, idempotencyKey = randomUUID()) =>
  rpc.call(Rpc.ledgerAdjustBalance, { userId, direction: 'deduct', amountCents, actorId: DEMO_ADMIN.id, idempotencyKey });

test('a new recipient has a balance of $0.00 and empty lists', async () => {
  const summary = await rpc.call(Rpc.ledgerDashboard, { userId: randomUUID() });
  assert.equal(summary.balanceCents, 0);
  assert.equal(summary.grant, null);
  assert.deepEqual(summary.recent, []);
});

test('50 concurrent deductions never overdraw: exactly the affordable ones succeed, each with one entry', async () => {
  const userId = await openGrant(100_000); // $1,000.00
  const results = await Promise.allSettled(Array.from({ length: 50 }, () => deduct(userId, 7_000))); // $70.00 each → 14 fit
  const accepted = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  assert.equal(accepted.length, 14);
  for (const r of refused) {
    assert.ok(r.reason instanceof NatsRpcError);
    assert.equal(r.reason.message, AdminAdjustMessages.insufficientForDeduction);
  }
  const summary = await rpc.call(Rpc.ledgerDashboard, { userId });
  assert.equal(summary.balanceCents, 100_000 - 14 * 7_000);
  const { rows } = await db.query(
    `SELECT a.balance_cents, (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id) AS entries_sum,
            (SELECT COUNT(*) FROM ledger_entries e WHERE e.account_id = a.id AND amount_cents < 0) AS debits,
            (SELECT MIN(post_balance_cents) FROM ledger_entries e WHERE e.account_id = a.id) AS lowest
     FROM ledger_accounts a WHERE a.user_id = $1`,
    [userId],
  );
  assert.equal(BigInt(rows[0].balance_cents), BigInt(rows[0].entries_sum));
  assert.equal(Number(rows[0].debits), 14);
  assert.ok(BigInt(rows[0].lowest) >= 0n);
});

test('a retried command with the same idempotency key moves money once and returns the first result', async () => {
  const userId = await openGrant(50_000);
  const key = randomUUID();
  const [first, second] = await Promise.all([deduct(userId, 1_000, key), deduct(userId, 1_000, key)]);
  const third = await deduct(userId, 1_000, key);
  assert.equal(first.transaction.transactionNumber, second.transaction.transactionNumber);
  assert.equal(first.transaction.transactionNumber, third.transaction.transactionNumber);
  assert.equal([first, second, third].filter((r) => r.replayed).length, 2);
  assert.equal((await rpc.call(Rpc.ledgerDashboard, { userId })).balanceCents, 49_000);
});

test('reusing an idempotency key for a different command is refused', async () => {
  const userId = await openGrant(50_000);
  const key = randomUUID();
  await deduct(userId, 1_000, key);
  await assert.rejects(deduct(userId, 2_000, key), (e: NatsRpcError) => e.body.statusCode === 409);
});

test('every posting sums to zero, all accounts together sum to zero, and entries carry post-balances', async () => {
  const unbalanced = await db.query('SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0');
  assert.equal(unbalanced.rowCount, 0);
  const total = await db.query('SELECT COALESCE(SUM(balance_cents), 0) AS total FROM ledger_accounts');
  assert.equal(BigInt(total.rows[0].total), 0n);
  const drift = await db.query(`
    SELECT e.id FROM ledger_entries e
    WHERE e.post_balance_cents <> (SELECT SUM(x.amount_cents) FROM ledger_entries x WHERE x.account_id = e.account_id AND x.id <= e.id)`);
  assert.equal(drift.rowCount, 0);
});

test('the database itself refuses an unbalanced posting, an overdraft and edits to entries', async () => {
  const client = await db.connect();
  try {
    const [{ id: accountId }] = (await client.query(`SELECT id FROM ledger_accounts WHERE code = 'fund:fee-revenue'`)).rows;
    await client.query('BEGIN');
    const postingId = randomUUID();
    await client.query(`INSERT INTO postings (id, kind, idempotency_key, fingerprint, description) VALUES ($1, 'test', $2, 'x', 'test')`, [
      postingId,
      randomUUID(),
    ]);
    await client.query(
      `INSERT INTO ledger_entries (posting_id, account_id, amount_cents, post_balance_cents, transaction_number, category, description)
                        VALUES ($1, $2, 500, 500, $3, 'fee', 'one-sided')`,
      [postingId, accountId, `TEST${Date.now()}`],
    );
    await assert.rejects(client.query('COMMIT'), /unbalanced/);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
  await assert.rejects(db.query(`UPDATE ledger_accounts SET balance_cents = -1 WHERE code = 'fund:fee-revenue'`), /no_overdraft/);
  await assert.rejects(
    db.query('UPDATE ledger_entries SET amount_cents = amount_cents + 1 WHERE id = (SELECT MIN(id) FROM ledger_entries)'),
    /cannot be changed/,
  );
  await assert.rejects(db.query('DELETE FROM ledger_entries WHERE id = (SELECT MIN(id) FROM ledger_entries)'), /cannot be deleted/);
});

test('one group-commit batch (ledger_post_batch): posted, overdraft refused, a key twice (replay, then refused), new accounts; post-balances chain', async () => {
  const client = await db.connect();
  const [alice, bob] = [`recipient:${randomUUID()}`, `recipient:${randomUUID()}`];
  const line = (code: string, amount: number) => ({ code, amount: String(amount), category: 'adjustment', description: `line ${code}`, reference: null });
  const posting = (key: string, lines: ReturnType<typeof line>[]) => ({
    key,
    kind: 'adjustment',
    description: 'batch test',
    reference: null,
    actor: null,
    lines,
  });
  const [k1, k2, k3, k4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const fund = 'fund:grant-funding';
  const batch = [
    posting(k1, [line(fund, -5000), line(alice, 5000)]),
    posting(k2, [line(bob, -1), line(fund, 1)]), // bob has nothing yet: refused, nothing written
    posting(k3, [line(alice, -1200), line(bob, 1200)]),
    posting(k1, [line(fund, -5000), line(alice, 5000)]), // the same request again: the first posting's answer
    posting(k3, [line(alice, -9), line(bob, 9)]), // the key again with another body: refused
    posting(k4, [line(bob, -1200), line(alice, 1200)]), // bob's 1,200 from k3 above
  ];
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ results: { outcome: string; postingId?: string; accountId?: string; entries?: Record<string, unknown>[] }[] }>(
      'SELECT ledger_post_batch($1::jsonb) AS results',
      [JSON.stringify(batch)],
    );
    const results = rows[0]!.results;
    assert.deepEqual(
      results.map((r) => r.outcome),
      ['posted', 'insufficient', 'posted', 'replayed', 'key_reused', 'posted'],
    );
    const accounts = new Map(
      (
        await client.query<{ code: string; id: string; balance_cents: string }>('SELECT code, id, balance_cents FROM ledger_accounts WHERE code = ANY($1)', [
          [alice, bob],
        ])
      ).rows.map((a) => [a.code, a]),
    );
    assert.equal(results[1]!.accountId, accounts.get(bob)!.id, 'the refusal names the account that would go below zero');
    assert.equal(results[3]!.postingId, results[0]!.postingId);
    assert.deepEqual(results[3]!.entries, results[0]!.entries, 'the replay answers the first posting and its entries');
    assert.equal(accounts.get(alice)!.balance_cents, String(5000 - 1200 + 1200));
    assert.equal(accounts.get(bob)!.balance_cents, '0');

    const { rows: entries } = await client.query<{
      id: string;
      posting_id: string;
      account_id: string;
      amount_cents: string;
      post_balance_cents: string;
      transaction_number: string;
    }>(
      'SELECT e.id, e.posting_id, e.account_id, e.amount_cents, e.post_balance_cents, e.transaction_number FROM ledger_entries e JOIN postings p ON p.id = e.posting_id WHERE p.idempotency_key = ANY($1) ORDER BY e.id',
      [[k1, k2, k3, k4]],
    );
    assert.equal(entries.length, 6, 'two entries for each of the three postings written');
    for (const postingId of new Set(entries.map((e) => e.posting_id))) {
      const sum = entries.filter((e) => e.posting_id === postingId).reduce((total, e) => total + BigInt(e.amount_cents), 0n);
      assert.equal(sum, 0n, 'each posting sums to zero');
    }
    for (const { id } of accounts.values()) {
      let balance = 0n;
      for (const e of entries.filter((x) => x.account_id === id)) {
        balance += BigInt(e.amount_cents);
        assert.equal(BigInt(e.post_balance_cents), balance, 'each entry carries its account balance after it, in order');
      }
    }
    const numbers = entries.map((e) => e.transaction_number);
    assert.deepEqual([...numbers].sort(), numbers, 'transaction numbers follow the order the entries were written');
    const answered = results.flatMap((r, i) => (i === 3 ? [] : (r.entries ?? []))).map((e) => String(e.id));
    assert.deepEqual(
      answered,
      entries.map((e) => e.id),
      'the answers carry exactly the entries written, in order',
    );
    await client.query('SET CONSTRAINTS ALL IMMEDIATE'); // the balance check of every posting passes
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
});

test('one group-commit batch never moves a closed account, not even by entries that cancel out within the batch', async () => {
  const client = await db.connect();
  const closed = `recipient:${randomUUID()}`;
  const line = (code: string, amount: number) => ({ code, amount: String(amount), category: 'adjustment', description: 'closed test', reference: null });
  const posting = (lines: ReturnType<typeof line>[]) => ({
    key: randomUUID(),
    kind: 'adjustment',
    description: 'closed test',
    reference: null,
    actor: null,
    lines,
  });
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO ledger_accounts (code, kind, user_id, closed_at) VALUES ($1, 'recipient', $2, now())`, [
      closed,
      closed.slice('recipient:'.length),
    ]);
    const batch = [posting([line('fund:grant-funding', -100), line(closed, 100)]), posting([line(closed, -100), line('fund:grant-funding', 100)])];
    await assert.rejects(client.query('SELECT ledger_post_batch($1::jsonb)', [JSON.stringify(batch)]), /ledger account recipient:\S+ is closed/);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
});
