import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { RECEIPT_NOT_AVAILABLE, Api } from '@portal/contracts';
import { GATEWAY_URL, rawRequest } from '../support/platform.js';
import { fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { withDatabase } from '../support/databases.js';

test('receipts: only for processing or completed withdrawals, generated once and stored, account masked to the last 4', async () => {
  const r = await fundedRecipient(300_000, 13);
  const pending = (await withdraw(r.token, 20_000)).body.withdrawal;
  const done = (await withdraw(r.token, 30_000)).body.withdrawal;
  const notYet = await clientFor(r.token).answer(Api.withdrawals.receipt, { params: { id: pending.id } });
  assert.equal(notYet.status, 404);
  assert.equal(notYet.body.message, RECEIPT_NOT_AVAILABLE);

  await clientFor(r.adminToken).answer(Api.admin.setWithdrawalStatus, { params: { id: done.id }, body: { status: 'completed' } });
  const first = await clientFor(r.token).answer(Api.withdrawals.receipt, { params: { id: done.id } });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.status, 'completed');
  assert.match(first.body.html, /<span data-status>COMPLETED<\/span>/);
  assert.ok(first.body.html.includes('•••• 5678'));
  assert.ok(!first.body.html.includes('0012345678'), 'the full account number never appears');
  const second = await clientFor(r.token).answer(Api.withdrawals.receipt, { params: { id: done.id } });
  assert.equal(second.body.generatedAt, first.body.generatedAt, 'the stored receipt is served, not rendered again');
  const [row] = await withDatabase(
    'ledger-withdrawals',
    async (db) => (await db.query('SELECT receipt_html IS NOT NULL AS stored, receipt_status FROM withdrawals WHERE id = $1', [done.id])).rows,
  );
  assert.deepEqual(row, { stored: true, receipt_status: 'completed' });

  const stranger = await fundedRecipient(100_000, 13);
  assert.equal((await clientFor(stranger.token).answer(Api.withdrawals.receipt, { params: { id: done.id } })).status, 404);
});

test('transaction history filters by type, category, date and quick search, and exports the same rows as CSV', async () => {
  const r = await fundedRecipient(500_000, 13);
  const w = (await withdraw(r.token, 10_000)).body.withdrawal;
  await withdraw(r.token, 20_000, {
    method: 'check',
    methodDetails: { payeeName: 'Amina', addressLine1: '5 Rue', city: 'Geneva', state: 'GE', zipCode: '1201', country: 'Other' },
  });
  const all = await clientFor(r.token).answer(Api.me.transactions);
  assert.equal(all.body.items.length, 3);
  assert.equal(all.body.nextCursor, null, 'one page holds the whole history');
  const debits = await clientFor(r.token).answer(Api.me.transactions, { query: { type: 'debit' } });
  assert.deepEqual(
    debits.body.items.map((t) => t.amountCents),
    [20_000, 10_000],
  );
  const grants = await clientFor(r.token).answer(Api.me.transactions, { query: { category: 'grant' } });
  assert.equal(grants.body.items.length, 1);
  assert.equal(grants.body.items[0]?.type, 'credit');
  const search = await clientFor(r.token).answer(Api.me.transactions, { query: { q: w.transactionNumber.toLowerCase() } });
  assert.deepEqual(
    search.body.items.map((t) => t.transactionNumber),
    [w.transactionNumber],
  );
  const today = new Date().toISOString().slice(0, 10);
  assert.equal((await clientFor(r.token).answer(Api.me.transactions, { query: { from: today, to: today } })).body.items.length, 3);
  assert.equal((await clientFor(r.token).answer(Api.me.transactions, { query: { to: '2020-01-01' } })).body.items.length, 0);
  // A type the contract does not know: sent raw.
  assert.equal((await rawRequest('GET', '/api/transactions?type=sideways', { token: r.token })).status, 400);

  const res = await fetch(`${GATEWAY_URL}/api/transactions/export.csv?type=debit`, { headers: { authorization: `Bearer ${r.token}` } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
  const lines = (await res.text()).trim().split('\r\n');
  assert.equal(lines[0], 'TRX NO.,TYPE,TIME,AMOUNT,POST BALANCE,DESCRIPTION,REFERENCE,CATEGORY,STATUS');
  assert.equal(lines.length, 1 + debits.body.items.length);
  assert.ok(lines[1]?.includes('-200.00'));
});
