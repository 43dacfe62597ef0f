import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Rpc, AdminAdjustMessages } from '@portal/contracts';
import { RpcClient, RpcCallError } from '@portal/service-kit';
import { NATS_URL, databaseUrl, DEMO_ADMIN } from '../support/platform.js';

const rpc = new RpcClient(NATS_URL, 20_000);
const db = new pg.Pool({ connectionString: databaseUrl('portal_ledger'), max: 2 });
beforeAll(() => rpc.connect());
afterAll(async () => {
  await rpc.close();
  await db.end();
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
    assert.ok(r.reason instanceof RpcCallError);
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
  await assert.rejects(deduct(userId, 2_000, key), (e: RpcCallError) => e.body.statusCode === 409);
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
