import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { AccountFormatMessages, KycRequiredMessages, PinMessages, WithdrawalMessages, Api } from '@portal/contracts';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { BANK_DETAILS, PIN, fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { databaseProbe, holdGrantLock } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals', { max: 3 });
/** For taking a row lock the way a concurrent request would. */
const locker = databaseProbe('ledger-withdrawals', { writable: true });

async function accountFacts(userId: string) {
  const {
    rows: [row],
  } = await ledger.query(
    `SELECT a.balance_cents::bigint AS balance,
            (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id)::bigint AS entries,
            (SELECT MIN(post_balance_cents) FROM ledger_entries e WHERE e.account_id = a.id)::bigint AS lowest
     FROM ledger_accounts a WHERE a.user_id = $1`,
    [userId],
  );
  return { balance: Number(row.balance), entries: Number(row.entries), lowest: Number(row.lowest) };
}

test('50 concurrent withdrawals: the balance never goes negative and each accepted one has exactly one debit', async () => {
  const r = await fundedRecipient(1_000_000, 13); // $10,000 in Q4, where the limit is the whole balance
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(r.token, 30_000))); // $300 each → 33 fit
  const seconds = (Date.now() - started) / 1000;
  const accepted = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status !== 201);
  assert.equal(accepted.length, 33, `accepted ${accepted.length} in ${seconds} s`);
  for (const a of refused) {
    assert.equal(a.status, 400, JSON.stringify(a.body));
    assert.match(a.body.message ?? '', /^Insufficient balance\. Available: \$100\.00$/);
  }
  const facts = await accountFacts(r.userId);
  assert.equal(facts.balance, 1_000_000 - 33 * 30_000);
  assert.equal(facts.balance, facts.entries, 'balance equals the sum of its ledger entries');
  assert.ok(facts.lowest >= 0, 'no entry ever left the balance below zero');
  const debits = await ledger.query(
    `SELECT w.id, count(e.id)::int AS n FROM withdrawals w
     JOIN postings p ON p.id = w.posting_id
     JOIN ledger_entries e ON e.posting_id = p.id AND e.account_id = (SELECT id FROM ledger_accounts WHERE user_id = $1)
     WHERE w.user_id = $1 GROUP BY w.id`,
    [r.userId],
  );
  assert.equal(debits.rowCount, 33);
  assert.ok(debits.rows.every((d) => d.n === 1));
  const fees = await ledger.query(`SELECT SUM(fee_cents)::int AS fee, SUM(net_cents)::int AS net FROM withdrawals WHERE user_id = $1`, [r.userId]);
  assert.deepEqual(fees.rows[0], { fee: 33 * 600, net: 33 * 29_400 }, 'bank transfer fee 2% of $300 = $6');
  console.log(`# 50 concurrent withdrawals through the gateway in ${seconds.toFixed(1)} s`);
});

test('a retry with the same idempotency key returns the first withdrawal and moves nothing', async () => {
  const r = await fundedRecipient(500_000, 13);
  // The ledger holds bank details to the shapes the wizard checks before the PIN step.
  const badAccount = await withdraw(r.token, 10_000, { methodDetails: { ...BANK_DETAILS, accountNumber: 'abc' } });
  assert.deepEqual([badAccount.status, (badAccount.body as { message?: string }).message], [400, AccountFormatMessages.accountNumber]);
  const badRouting = await withdraw(r.token, 10_000, { methodDetails: { ...BANK_DETAILS, routingNumber: '12ab' } });
  assert.deepEqual([badRouting.status, (badRouting.body as { message?: string }).message], [400, AccountFormatMessages.routingNumber]);
  const key = randomUUID();
  const [first, second] = await Promise.all([withdraw(r.token, 10_000, { idempotencyKey: key }), withdraw(r.token, 10_000, { idempotencyKey: key })]);
  const third = await withdraw(r.token, 10_000, { idempotencyKey: key });
  for (const a of [first, second, third]) assert.equal(a.status, 201, JSON.stringify(a.body));
  assert.equal(second.body.withdrawal.transactionNumber, first.body.withdrawal.transactionNumber);
  assert.equal(third.body.withdrawal.transactionNumber, first.body.withdrawal.transactionNumber);
  assert.equal(third.body.replayed, true);
  assert.equal((await accountFacts(r.userId)).balance, 490_000);
  const reused = await withdraw(r.token, 20_000, { idempotencyKey: key });
  assert.equal(reused.status, 201, 'the same key returns the first result even with another body');
  assert.equal(reused.body.withdrawal.amountCents, 10_000);
});

test('the quarter limit: Q2 allows 33.33% of the grant minus its usage, with the spec message', async () => {
  const r = await fundedRecipient(1_000_000, 4);
  const limits = await clientFor(r.token).answer(Api.withdrawals.limits);
  assert.equal(limits.body.currentQuarterLabel, 'Q2');
  assert.equal(limits.body.currentQuarterLimit, 333_300);
  assert.equal((await withdraw(r.token, 300_000)).status, 201);
  const over = await withdraw(r.token, 50_000);
  assert.equal(over.status, 400);
  assert.equal(over.body.message, 'Exceeds Q2 limit. Available this quarter: $333.00');
  const after = await clientFor(r.token).answer(Api.withdrawals.limits);
  assert.equal(after.body.currentQuarterUsed, 300_000);
  assert.equal(after.body.warning, true, '90% used');
  const grant = await clientFor(r.token).answer(Api.me.dashboard);
  assert.deepEqual(grant.body.grant?.quarterUsedCents, [0, 300_000, 0, 0]);
});

test('bad input, a wrong PIN and a missing KYC approval change nothing and get the spec messages', async () => {
  const r = await fundedRecipient(200_000, 13);
  const cases: Array<[Parameters<typeof withdraw>[2], number, string]> = [
    [{ methodDetails: { ...BANK_DETAILS, bankName: '' } }, 10_000, 'Bank name is required'],
    [{ method: 'wire_transfer' }, 10_000, 'SWIFT/BIC code is required'],
    [{ method: 'check', methodDetails: {} }, 10_000, 'Payee name is required'],
    [{}, 0, WithdrawalMessages.greaterThanZero],
    [
      { method: 'check', methodDetails: { payeeName: 'A', addressLine1: 'B', city: 'C', state: 'D', zipCode: '1', country: 'Kenya' } },
      900,
      WithdrawalMessages.feeExceedsAmount(1_000),
    ],
    [{}, 300_000, WithdrawalMessages.insufficient(200_000)],
    [{ pin: '000000' }, 10_000, 'Incorrect PIN. 2 attempt(s) remaining.'],
  ];
  for (const [options, amount, message] of cases) {
    const answer = await withdraw(r.token, amount, options);
    assert.equal(answer.body.message, message);
  }
  assert.equal((await accountFacts(r.userId)).balance, 200_000);
  assert.equal((await ledger.query('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [r.userId])).rows[0].n, 0);

  const noKyc = await approvedRecipientWithToken();
  const refused = await withdraw(noKyc.token, 10_000);
  assert.equal(refused.status, 403);
  assert.equal(refused.body.message, KycRequiredMessages.withdrawals);
});

test('no PIN set: the withdrawal is refused with the PIN message', async () => {
  const r = await fundedRecipient(200_000, 13);
  assert.equal((await clientFor(r.token).answer(Api.pin.remove, { body: { currentPin: PIN } })).status, 200);
  const answer = await withdraw(r.token, 10_000);
  assert.equal(answer.body.message, PinMessages.notFound);
});

test('admin status changes: failed returns the amount with a credit, completed is stamped and final', async () => {
  const r = await fundedRecipient(400_000, 13);
  const a = (await withdraw(r.token, 100_000)).body.withdrawal;
  const b = (
    await withdraw(r.token, 50_000, {
      method: 'digital_wallet',
      methodDetails: { walletProvider: 'wise', walletEmail: 'amina@example.org', verificationStatus: 'verified', currency: 'USD' },
    })
  ).body.withdrawal;
  assert.equal(b.feeCents, 750);
  assert.equal((await clientFor(r.token).answer(Api.me.dashboard)).body.pendingWithdrawalsCents, 150_000);

  const processing = await clientFor(r.adminToken).answer(Api.admin.setWithdrawalStatus, { params: { id: a.id }, body: { status: 'processing' } });
  assert.equal(processing.body.status, 'processing');
  const failed = await clientFor(r.adminToken).answer(Api.admin.setWithdrawalStatus, {
    params: { id: a.id },
    body: { status: 'failed', message: 'Bank rejected the account number' },
  });
  assert.equal(failed.body.status, 'failed');
  assert.equal((await accountFacts(r.userId)).balance, 400_000 - 50_000, 'the failed amount is back');
  const credit = await clientFor(r.token).answer(Api.me.transactions);
  assert.equal(credit.body.items[0]?.type, 'credit');
  assert.equal(credit.body.items[0]?.amountCents, 100_000);

  const completed = await clientFor(r.adminToken).answer(Api.admin.setWithdrawalStatus, { params: { id: b.id }, body: { status: 'completed' } });
  assert.equal(completed.body.status, 'completed');
  assert.ok(completed.body.completedAt);
  const again = await clientFor(r.adminToken).answer(Api.admin.setWithdrawalStatus, { params: { id: b.id }, body: { status: 'failed' } });
  assert.equal(again.status, 409);
  assert.equal((await clientFor(r.token).answer(Api.admin.setWithdrawalStatus, { params: { id: b.id }, body: { status: 'failed' } })).status, 403);
});

test('a failed withdrawal takes the grant before the account, like every payment: a return and a payment cannot deadlock', async () => {
  const r = await fundedRecipient(400_000, 13);
  const w = (await withdraw(r.token, 100_000)).body.withdrawal;
  // A payment of the same recipient in flight: it holds the grant and would next take the account.
  const payment = await holdGrantLock(r.userId);
  try {
    const failing = clientFor(r.adminToken).answer(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'failed' } });
    await payment.untilWaitedOn('the return to wait for the grant');
    // While the return waits for the grant it holds nothing of the account, so the payment can go on to it.
    await locker.query('SELECT 1 FROM ledger_accounts WHERE user_id = $1 FOR UPDATE NOWAIT', [r.userId]);
    await payment.release();
    const failed = await failing;
    assert.equal(failed.body.status, 'failed', JSON.stringify(failed.body));
  } finally {
    await payment.release();
  }
  assert.equal((await accountFacts(r.userId)).balance, 400_000);
});

test('after the mixed workload every posting sums to zero and all accounts together sum to zero', async () => {
  assert.equal((await ledger.query('SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0')).rowCount, 0);
  assert.equal(Number((await ledger.query('SELECT COALESCE(SUM(balance_cents), 0) AS t FROM ledger_accounts')).rows[0].t), 0);
  assert.equal((await ledger.query('SELECT id FROM ledger_accounts WHERE balance_cents < 0 AND NOT allow_negative')).rowCount, 0);
});
