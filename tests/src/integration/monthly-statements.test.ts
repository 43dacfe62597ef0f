import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, StatementMessages, isRecipientMe } from '@portal/contracts';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { databaseProbe } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals', { writable: true });

/** The month before the current one (UTC), `YYYY-MM`, and a day in the middle of it. */
function lastMonth(): { month: string; midday: string } {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  const month = d.toISOString().slice(0, 7);
  return { month, midday: `${month}-15T12:00:00Z` };
}

test("a past month's statement: opening and closing balance, every entry with its fees, equal to the ledger to the cent, and as a PDF in the recipient's language", async () => {
  const a = await fundedRecipient(500_000, 13);
  const b = await approvedRecipientWithToken();
  const me = await clientFor(b.token).call(Api.me.get);
  assert.ok(isRecipientMe(me));
  const client = clientFor(a.token);
  await client.call(Api.transfers.create, {
    body: {
      recipientAccount: me.accountNumber,
      recipientName: 'Grace',
      transferType: 'within_unseaf',
      amountCents: 12_345,
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  const w = (await withdraw(a.token, 20_000)).body.withdrawal;
  const admin = clientFor(a.adminToken);
  await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'processing' } });
  await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'failed', message: 'Bank rejected the account' } });

  // The month's activity, booked last month: whole postings (every line of each) move together.
  const { month, midday } = lastMonth();
  const { rows: moved } = await ledger.query(
    `WITH mine AS (
       SELECT e.posting_id, row_number() OVER (ORDER BY min(e.id)) AS n
       FROM ledger_entries e WHERE e.posting_id IN (
         SELECT u.posting_id FROM ledger_entries u JOIN ledger_accounts x ON x.id = u.account_id WHERE x.user_id = $1)
       GROUP BY e.posting_id),
     p AS (UPDATE postings SET created_at = $2::timestamptz + mine.n * interval '1 second' FROM mine WHERE postings.id = mine.posting_id RETURNING postings.id, postings.created_at)
     UPDATE ledger_entries e SET created_at = p.created_at FROM p WHERE e.posting_id = p.id RETURNING e.id`,
    [a.userId, midday],
  );
  assert.equal(moved.length, 2 + 3 + 3 + 3, 'grant (2 lines), transfer, withdrawal and its return (3 each)');

  const statement = await client.call(Api.statements.monthly, { params: { month } });
  const { rows } = await ledger.query<{ transaction_number: string; amount_cents: string; fee_cents: string }>(
    `SELECT e.transaction_number, e.amount_cents::text,
            (SELECT COALESCE(sum(f.amount_cents), 0) FROM ledger_entries f JOIN ledger_accounts fa ON fa.id = f.account_id AND fa.kind = 'fee_revenue'
              WHERE f.posting_id = e.posting_id)::text AS fee_cents
     FROM ledger_entries e JOIN ledger_accounts x ON x.id = e.account_id JOIN postings p ON p.id = e.posting_id
     WHERE x.user_id = $1 ORDER BY p.created_at, p.id, e.id`,
    [a.userId],
  );
  const [account] = (await ledger.query<{ balance: string }>('SELECT balance_cents::text AS balance FROM ledger_accounts WHERE user_id = $1', [a.userId])).rows;
  const amounts = rows.map((r) => Number(r.amount_cents));
  assert.deepEqual(
    statement.entries.map((e) => [e.transactionNumber, e.amountCents, e.feeCents]),
    rows.map((r) => [r.transaction_number, Number(r.amount_cents), Number(r.fee_cents)]),
  );
  assert.equal(statement.entries.length, 4, 'the grant, the transfer, the withdrawal and its return');
  assert.equal(statement.openingCents, 0);
  assert.equal(statement.closingCents, Number(account!.balance));
  assert.equal(statement.closingCents, 500_000 - 12_345 - 123);
  assert.equal(
    statement.creditCents,
    amounts.filter((x) => x > 0).reduce((s, x) => s + x, 0),
  );
  assert.equal(statement.debitCents, -amounts.filter((x) => x < 0).reduce((s, x) => s + x, 0));
  assert.equal(statement.feeCents, 123, "the transfer's fee; the failed withdrawal's fee was refunded");
  assert.equal(statement.entries.at(-1)?.balanceCents, statement.closingCents);
  assert.equal(statement.openingCents + statement.creditCents - statement.debitCents, statement.closingCents);
  assert.equal(statement.accountNumber.length > 0 && statement.grantNumber.length > 0, true);

  await client.call(Api.me.updatePreferences, { body: { ...(await client.call(Api.me.preferences)), language: 'de' } });
  const pdf = await client.answer(Api.statements.monthlyPdf, { params: { month } });
  assert.equal(pdf.status, 200);
  const bytes = Buffer.from(await (pdf.body as Blob).arrayBuffer()).toString('latin1');
  assert.ok(bytes.startsWith('%PDF-'));
  assert.ok(bytes.includes(`(Kontoauszug ${month})`), 'titled in German');

  const thisMonth = new Date().toISOString().slice(0, 7);
  const refused = await client.answer(Api.statements.monthly, { params: { month: thisMonth } });
  assert.deepEqual([refused.status, (refused.body as { message: string }).message], [400, StatementMessages.pastMonthOnly]);
  assert.equal((await client.answer(Api.statements.monthlyPdf, { params: { month: '2026-13' } })).status, 400);
  // Another recipient's statement of that month holds only their own account: B got the transfer.
  const theirs = await clientFor(b.token).call(Api.statements.monthly, { params: { month } });
  assert.deepEqual(
    theirs.entries.map((e) => e.amountCents),
    [12_345],
  );
});
