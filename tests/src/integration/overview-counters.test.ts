// The admin Overview's ledger totals are counters kept by statement triggers (ledger-withdrawals migration 0024): the
// recipients' entries and the withdrawals, counted and summed, in slot rows summed on read, and the recipients' total
// balance as minus the other accounts' balances. Whatever moves money, and whenever, the statement the Overview reads
// (OVERVIEW_TOTALS) must give what counting and summing the tables gives in the same snapshot.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Api, isRecipientMe, type AdminOverview } from '@portal/contracts';
import { OVERVIEW_TOTALS } from '@portal/ledger-withdrawals/dist/testing.js';
import { DEMO_ADMIN, databaseUrl, tokenFor } from '../support/platform.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { waitFor } from '../support/wait.js';
import { withDatabase } from '../support/databases.js';

interface Figures {
  totalBalanceCents: number;
  transactions: { count: number; volumeCents: number };
  withdrawals: { count: number; volumeCents: number };
}

/** The same figures counted and summed over every row, as the Overview read them before the counters. */
const COUNTED = `
  SELECT (SELECT coalesce(sum(balance_cents), 0) FROM ledger_accounts WHERE kind = 'recipient')::bigint AS total_balance,
         (SELECT count(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'recipient')::int AS tx_count,
         (SELECT coalesce(sum(abs(e.amount_cents)), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE a.kind = 'recipient')::bigint AS tx_volume,
         (SELECT count(*) FROM withdrawals)::int AS wd_count,
         (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals)::bigint AS wd_volume`;

type TotalsRow = Record<'total_balance' | 'tx_count' | 'tx_volume' | 'wd_count' | 'wd_volume', string | number>;

function figures(row: TotalsRow): Figures {
  return {
    totalBalanceCents: Number(row.total_balance),
    transactions: { count: Number(row.tx_count), volumeCents: Number(row.tx_volume) },
    withdrawals: { count: Number(row.wd_count), volumeCents: Number(row.wd_volume) },
  };
}

/** The counters' figures and the counted ones, in one snapshot of the ledger database. */
async function snapshot(): Promise<{ kept: Figures; counted: Figures }> {
  return withDatabase('ledger-withdrawals', async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const kept = figures((await client.query<TotalsRow>(OVERVIEW_TOTALS.sql)).rows[0]!);
      const counted = figures((await client.query<TotalsRow>(COUNTED)).rows[0]!);
      return { kept, counted };
    } finally {
      await client.query('COMMIT');
    }
  });
}

/** Both in one statement, so in one snapshot whatever the transaction's isolation: for a transaction that writes. */
async function keptAndCounted(client: pg.Client): Promise<{ kept: Figures; counted: Figures }> {
  const { rows } = await client.query<{ kept: TotalsRow; counted: TotalsRow }>(
    `SELECT to_jsonb(k) AS kept, to_jsonb(c) AS counted FROM (${OVERVIEW_TOTALS.sql}) k, (${COUNTED}) c`,
  );
  return { kept: figures(rows[0]!.kept), counted: figures(rows[0]!.counted) };
}

const ledgerFigures = (o: AdminOverview): Figures => ({
  totalBalanceCents: o.totalBalanceCents,
  transactions: o.transactions,
  withdrawals: o.withdrawals,
});

async function accountNumberOf(token: string): Promise<string> {
  const me = await clientFor(token).call(Api.me.get);
  assert.ok(isRecipientMe(me));
  return me.accountNumber;
}

test('after concurrent transfers, withdrawals, their outcomes, adjustments and an erasure, the counters are the counts, and the Overview shows them', async () => {
  const admin = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  const recipients = await Promise.all(Array.from({ length: 4 }, () => fundedRecipient(500_000, 13)));
  const accounts = await Promise.all(recipients.map((r) => accountNumberOf(r.token)));

  // Everyone at once: transfers around the circle (each one a posting on two recipients' accounts), two withdrawals and
  // an admin's addition each.
  const withdrawals = await Promise.all(
    recipients.map(async (r, i) => {
      const transfers = Array.from({ length: 3 }, (_, k) =>
        clientFor(r.token).call(Api.transfers.create, {
          body: {
            recipientAccount: accounts[(i + 1) % accounts.length]!,
            recipientName: 'Grace Receiver',
            transferType: 'within_unseaf',
            amountCents: 1_000 + 100 * i + k,
            pin: PIN,
            idempotencyKey: randomUUID(),
          },
        }),
      );
      const adjustment = admin.call(Api.admin.adjustFunds, {
        params: { id: r.userId },
        body: { direction: 'add', amountCents: 2_500 + i, idempotencyKey: randomUUID() },
      });
      const made = await Promise.all([withdraw(r.token, 20_000 + i), withdraw(r.token, 15_000 + i)]);
      await Promise.all([...transfers, adjustment]);
      return made.map((answer) => {
        assert.equal(answer.status, 201, JSON.stringify(answer.body));
        return answer.body.withdrawal.id;
      });
    }),
  );
  // Each recipient's first withdrawal paid out (clearing to settled), the second returned (a credit to the recipient).
  await Promise.all(
    withdrawals.map(async ([paid, returned]) => {
      await admin.call(Api.admin.setWithdrawalStatus, { params: { id: paid! }, body: { status: 'completed' } });
      await admin.call(Api.admin.setWithdrawalStatus, { params: { id: returned! }, body: { status: 'processing' } });
      await admin.call(Api.admin.setWithdrawalStatus, { params: { id: returned! }, body: { status: 'failed', message: 'Account closed' } });
    }),
  );
  // The last one is emptied and deleted: their account is closed and their withdrawals' details erased (an update).
  const gone = recipients[3]!;
  const balance = await withDatabase('ledger-withdrawals', async (client) =>
    Number((await client.query<{ b: string }>('SELECT balance_cents::text AS b FROM ledger_accounts WHERE user_id = $1', [gone.userId])).rows[0]!.b),
  );
  await admin.call(Api.admin.adjustFunds, { params: { id: gone.userId }, body: { direction: 'deduct', amountCents: balance, idempotencyKey: randomUUID() } });
  const deleted = await admin.answer(Api.adminUsers.deleteUser, { params: { id: gone.userId } });
  assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
  await waitFor(
    () =>
      withDatabase('ledger-withdrawals', async (client) => {
        const { rows } = await client.query<{ erased: boolean }>(`SELECT bool_and(method_details ? 'erased') AS erased FROM withdrawals WHERE user_id = $1`, [
          gone.userId,
        ]);
        return rows[0]?.erased === true;
      }),
    { what: "the deleted recipient's withdrawals to be erased" },
  );

  const { kept, counted } = await snapshot();
  assert.deepEqual(kept, counted, 'the counters are the counts, in one snapshot');
  assert.ok(counted.withdrawals.count >= 8 && counted.transactions.count >= 4 * 3 * 2 + 4 * 2, JSON.stringify(counted));

  // Through the gateway: the Overview answers the counters. Other test files move money meanwhile, so an answer is
  // compared exactly once the ledger stood still around it (the same figures just before and just after); the
  // counts and volumes only grow, so any answer lies within the figures read before and after it.
  for (let attempt = 1; ; attempt += 1) {
    const before = await snapshot();
    const answer = await admin.answer(Api.adminUsers.overview);
    const after = await snapshot();
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(before.kept, before.counted);
    assert.deepEqual(after.kept, after.counted);
    const shown = ledgerFigures(answer.body);
    for (const part of ['transactions', 'withdrawals'] as const) {
      for (const figure of ['count', 'volumeCents'] as const) {
        const [low, high] = [before.counted[part][figure], after.counted[part][figure]];
        assert.ok(shown[part][figure] >= low && shown[part][figure] <= high, `${part}.${figure}: ${shown[part][figure]} within ${low}–${high}`);
      }
    }
    if (JSON.stringify(before.counted) === JSON.stringify(after.counted)) {
      assert.deepEqual(shown, before.counted, 'the Overview shows the counted figures');
      break;
    }
    if (attempt === 40) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test("a withdrawal's deletion or change of amount is counted too, and an account's kind cannot change", async () => {
  const r = await fundedRecipient(200_000, 13);
  const answer = await withdraw(r.token, 12_345);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  const id = answer.body.withdrawal.id;
  await withDatabase(
    'ledger-withdrawals',
    async (client) => {
      await client.query('BEGIN');
      try {
        const start = await keptAndCounted(client);
        assert.deepEqual(start.kept, start.counted);
        const changed = await client.query('UPDATE withdrawals SET amount_cents = amount_cents + 500, net_cents = net_cents + 500 WHERE id = $1', [id]);
        assert.equal(changed.rowCount, 1);
        const afterChange = await keptAndCounted(client);
        assert.deepEqual(afterChange.kept, afterChange.counted, 'after a change of amount');
        const removed = await client.query('DELETE FROM withdrawals WHERE id = $1', [id]);
        assert.equal(removed.rowCount, 1);
        const afterDelete = await keptAndCounted(client);
        assert.deepEqual(afterDelete.kept, afterDelete.counted, 'after a deletion');
      } finally {
        await client.query('ROLLBACK');
      }
      // Which entries count depends on the account's kind: it is fixed.
      await client.query('BEGIN');
      try {
        await assert.rejects(client.query(`UPDATE ledger_accounts SET kind = 'fee_revenue' WHERE code = 'fund:payouts-settled'`), /cannot change/);
      } finally {
        await client.query('ROLLBACK');
      }
    },
    { writable: true },
  );
  const { kept, counted } = await snapshot();
  assert.deepEqual(kept, counted);
});

test('postings in transactions still open never wait for each other on the counters, more of them than there are slots included', async () => {
  // 20 transactions (the counters have 16 slots), each inserting a posting on two new recipient accounts and staying
  // open: a counter that made a posting wait for another's commit would end the next one at its lock timeout.
  const open = Array.from({ length: 20 }, () => new pg.Client({ connectionString: databaseUrl('portal_ledger') }));
  await Promise.all(open.map((client) => client.connect()));
  try {
    for (const client of open) {
      await client.query('BEGIN');
      await client.query(`SET LOCAL lock_timeout = '2s'`);
      const posting = randomUUID();
      await client.query(`INSERT INTO postings (id, kind, idempotency_key, fingerprint, description) VALUES ($1, 'test', $2, 'x', 'counters test')`, [
        posting,
        `counters-test:${posting}`,
      ]);
      const inserted = await client.query(
        `WITH opened AS (
           INSERT INTO ledger_accounts (code, kind, user_id)
           SELECT 'recipient:' || u, 'recipient', u FROM (VALUES (gen_random_uuid()), (gen_random_uuid())) v (u)
           RETURNING id)
         INSERT INTO ledger_entries (posting_id, account_id, amount_cents, post_balance_cents, transaction_number, category, description)
         SELECT $1, id, CASE WHEN n = 1 THEN 700 ELSE -700 END, 0, 'TEST' || gen_random_uuid(), 'transfer', 'counters test'
           FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM opened) a`,
        [posting],
      );
      assert.equal(inserted.rowCount, 2);
      const own = await keptAndCounted(client);
      assert.deepEqual(own.kept, own.counted, 'the transaction sees its own entries counted');
    }
  } finally {
    await Promise.all(open.map((client) => client.query('ROLLBACK').finally(() => client.end())));
  }
  const { kept, counted } = await snapshot();
  assert.deepEqual(kept, counted, 'rolled back: counted nowhere');
});
