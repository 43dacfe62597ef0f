// The whole transaction history, however long: keyset pages through the API and a CSV export with every row.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  Api,
  Rpc,
  TRANSACTIONS_EXPORT_PAGE_ROWS,
  TRANSACTIONS_PAGE_MAX,
  TransactionMessages,
  encodeTransactionCursor,
  type TransactionView,
} from '@portal/contracts';
import { GATEWAY_URL } from '../support/platform.js';
import { fundedRecipient } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { databaseProbe } from '../support/databases.js';
import { NatsRpc } from '../support/rpc.js';

const ledger = databaseProbe('ledger-withdrawals', { writable: true });

/**
 * `count` fund credits to the recipient through the ledger's own posting function (balanced postings, post-balances
 * kept under the accounts' locks), `perBatch` to a transaction: the entries of one batch share their time, so the
 * history holds both distinct times and ties that only the entry id orders.
 */
async function postCredits(userId: string, count: number, perBatch = 150): Promise<void> {
  for (let done = 0; done < count; done += perBatch) {
    const batch = Array.from({ length: Math.min(perBatch, count - done) }, (_, i) => ({
      key: `paging-test:${randomUUID()}`,
      kind: 'adjustment',
      description: `Paging test credit ${done + i + 1}`,
      reference: null,
      actor: null,
      lines: [
        {
          code: `recipient:${userId}`,
          amount: String(100 + ((done + i) % 7)),
          category: 'adjustment',
          description: `Paging credit ${done + i + 1}`,
          reference: null,
        },
        { code: 'fund:grant-funding', amount: String(-(100 + ((done + i) % 7))), category: 'adjustment', description: 'Paging test debit', reference: null },
      ],
    }));
    const client = await ledger.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT ledger_post_batch($1::jsonb)', [JSON.stringify(batch)]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
}

/** The account's transaction numbers as the ledger orders its history: newest first, ties by entry id. */
async function historyInDb(userId: string, where = 'true'): Promise<string[]> {
  const { rows } = await ledger.query<{ transaction_number: string }>(
    `SELECT e.transaction_number FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.code = $1 AND ${where} ORDER BY e.created_at DESC, e.id DESC`,
    [`recipient:${userId}`],
  );
  return rows.map((r) => r.transaction_number);
}

/** The first node of an EXPLAIN (FORMAT JSON) answer that `is` picks, looking through every sub-plan. */
function findPlan(explained: unknown, is: (node: Record<string, unknown>) => boolean): Record<string, unknown> | undefined {
  const walk = (node: Record<string, unknown>): Record<string, unknown> | undefined =>
    is(node) ? node : ((node.Plans as Record<string, unknown>[] | undefined) ?? []).map(walk).find(Boolean);
  return walk((explained as { Plan: Record<string, unknown> }[])[0]!.Plan);
}

/** Every page of the history with `query`, following nextCursor; `between` runs after the first page. */
async function allPages(
  token: string,
  query: Record<string, string | number>,
  between?: () => Promise<void>,
): Promise<{ rows: TransactionView[]; pages: number }> {
  const rows: TransactionView[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await clientFor(token).answer(Api.me.transactions, { query: { ...query, ...(cursor ? { cursor } : {}) } });
    assert.equal(page.status, 200, JSON.stringify(page.body));
    rows.push(...page.body.items);
    cursor = page.body.nextCursor ?? undefined;
    pages += 1;
    if (pages === 1 && between) await between();
  } while (cursor);
  return { rows, pages };
}

test('a history of more than 500 entries: every row by paging and in the CSV, in order, no duplicates or gaps, even while new ones are posted', async () => {
  const r = await fundedRecipient(100_000, 13);
  await postCredits(r.userId, 620);
  const before = await historyInDb(r.userId);
  assert.ok(before.length > 620, `${before.length} entries`);

  // A posting made while the recipient pages is newer than every row already read: it neither repeats nor hides one.
  const paged = await allPages(r.token, { limit: TRANSACTIONS_PAGE_MAX }, () => postCredits(r.userId, 1));
  const numbers = paged.rows.map((t) => t.transactionNumber);
  assert.deepEqual(numbers, before, 'the pages, joined, are the history at their start');
  assert.equal(new Set(numbers).size, numbers.length);
  assert.equal(paged.pages, Math.ceil(before.length / TRANSACTIONS_PAGE_MAX));
  const after = await historyInDb(r.userId);
  assert.equal(after.length, before.length + 1);

  // Filters keep working across pages.
  const credits = await allPages(r.token, { type: 'credit', category: 'adjustment', limit: 70 });
  assert.deepEqual(
    credits.rows.map((t) => t.transactionNumber),
    await historyInDb(r.userId, `e.amount_cents > 0 AND e.category = 'adjustment'`),
  );
  const searched = await allPages(r.token, { q: 'paging CREDIT 6', limit: 5 });
  assert.deepEqual(
    searched.rows.map((t) => t.transactionNumber),
    await historyInDb(r.userId, `e.description ILIKE '%paging credit 6%'`),
  );
  assert.ok(searched.pages > 1);

  // The export holds every row, newest first, no cap.
  const res = await fetch(`${GATEWAY_URL}/api/transactions/export.csv`, { headers: { authorization: `Bearer ${r.token}` } });
  assert.equal(res.status, 200);
  const lines = (await res.text()).trim().split('\r\n');
  assert.equal(lines[0], 'TRX NO.,TYPE,TIME,AMOUNT,POST BALANCE,DESCRIPTION,REFERENCE,CATEGORY,STATUS');
  assert.deepEqual(
    lines.slice(1).map((line) => line.split(',')[0]),
    after,
  );
  const exportedCredits = await fetch(`${GATEWAY_URL}/api/transactions/export.csv?type=credit&category=adjustment`, {
    headers: { authorization: `Bearer ${r.token}` },
  });
  assert.equal((await exportedCredits.text()).trim().split('\r\n').length, 1 + credits.rows.length);
});

/** The transaction numbers of a CSV export of `query` (the first field of each row after the header). */
async function exportedNumbers(token: string, query = ''): Promise<string[]> {
  const res = await fetch(`${GATEWAY_URL}/api/transactions/export.csv${query}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  return (await res.text())
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]!);
}

test('exports longer than several export pages, side by side: each its own rows, every one once, newest first', async () => {
  // The ledger reads each export page's successor ahead, kept by whose history, which filters and where it starts:
  // two exports of one recipient with different filters and one of another recipient, run at once, must not
  // take each other's pages. All of A's rows but its oldest (the grant) are adjustments, so its two exports'
  // pages end at the same rows and only the filters tell their next pages apart.
  const a = await fundedRecipient(100_000, 13);
  const b = await fundedRecipient(100_000, 13);
  await Promise.all([postCredits(a.userId, 2 * TRANSACTIONS_EXPORT_PAGE_ROWS + 37, 500), postCredits(b.userId, TRANSACTIONS_EXPORT_PAGE_ROWS + 11, 500)]);
  const [allOfA, adjustmentsOfA, allOfB] = await Promise.all([
    exportedNumbers(a.token),
    exportedNumbers(a.token, '?category=adjustment'),
    exportedNumbers(b.token),
  ]);
  assert.ok(allOfA.length > 2 * TRANSACTIONS_EXPORT_PAGE_ROWS, `${allOfA.length} rows`);
  assert.deepEqual(allOfA, await historyInDb(a.userId));
  assert.deepEqual(adjustmentsOfA, await historyInDb(a.userId, "e.category = 'adjustment'"));
  assert.deepEqual(allOfB, await historyInDb(b.userId));
  // Again, one after the other: the pages read ahead by the first exports are not taken for these.
  assert.deepEqual(await exportedNumbers(a.token, '?category=adjustment'), adjustmentsOfA);
});

test("an export page read ahead is kept by the export's filters: two exports whose pages end at the same row each get their own next page", async () => {
  // All of the recipient's rows but its oldest (the grant) are adjustments: the two exports' first pages are the same
  // rows, and their second pages differ by the grant alone. The second export's first page comes between the first
  // export's first and second pages, so a read-ahead kept without the filters would hand the first export the
  // second's next page.
  const a = await fundedRecipient(100_000, 13);
  await postCredits(a.userId, 6);
  const rpc = new NatsRpc();
  await rpc.connect();
  try {
    const page = (filters: { category?: 'adjustment' }, cursor?: string) =>
      rpc.call(Rpc.ledgerTransactionsExportPage, { userId: a.userId, limit: 5, ...filters, ...(cursor ? { cursor } : {}) });
    const numbers = (p: { items: TransactionView[] }) => p.items.map((t) => t.transactionNumber);
    const all1 = await page({});
    const adjustments1 = await page({ category: 'adjustment' });
    assert.deepEqual(numbers(all1), numbers(adjustments1));
    assert.ok(all1.nextCursor && all1.nextCursor === adjustments1.nextCursor);
    const all2 = await page({}, all1.nextCursor);
    const adjustments2 = await page({ category: 'adjustment' }, adjustments1.nextCursor);
    assert.deepEqual([...numbers(all1), ...numbers(all2)], await historyInDb(a.userId));
    assert.deepEqual([...numbers(adjustments1), ...numbers(adjustments2)], await historyInDb(a.userId, "e.category = 'adjustment'"));
    assert.equal(all2.nextCursor, null);
  } finally {
    await rpc.close();
  }
});

test("a cursor never reaches another recipient's rows, and a forged or oversized page is a 400", async () => {
  const a = await fundedRecipient(100_000, 13);
  await postCredits(a.userId, 30, 30);
  const b = await fundedRecipient(100_000, 13);
  const first = await clientFor(a.token).answer(Api.me.transactions, { query: { limit: 10 } });
  const cursor = first.body.nextCursor;
  assert.ok(cursor);
  // B replays A's cursor, and one made for the far future: only B's own rows, whatever the cursor says.
  const own = new Set(await historyInDb(b.userId));
  for (const c of [cursor, encodeTransactionCursor({ atMs: Date.now() + 86_400_000, id: '999999999999999999' })]) {
    const seen = await clientFor(b.token).answer(Api.me.transactions, { query: { cursor: c } });
    assert.equal(seen.status, 200);
    for (const t of seen.body.items) assert.ok(own.has(t.transactionNumber), `${t.transactionNumber} is not B's`);
  }
  const future = await clientFor(b.token).answer(Api.me.transactions, {
    query: { cursor: encodeTransactionCursor({ atMs: Date.now() + 86_400_000, id: '999999999999999999' }) },
  });
  assert.deepEqual(
    future.body.items.map((t) => t.transactionNumber),
    [...own],
  );

  for (const forged of ['not a cursor', Buffer.from(`recipient:${a.userId}`).toString('base64url'), '1.9223372036854775807', '1'.repeat(16) + '.1']) {
    const refused = await clientFor(b.token).answer(Api.me.transactions, { query: { cursor: forged } });
    assert.equal(refused.status, 400, forged);
    assert.match(refused.body.message ?? '', new RegExp(TransactionMessages.invalidCursor));
  }
  assert.equal((await clientFor(b.token).answer(Api.me.transactions, { query: { limit: TRANSACTIONS_PAGE_MAX + 1 } })).status, 400);
});

test('the history pages read the account index, never a sequential scan of the entries, for the first page, a deep page, each filter and the quick search', async () => {
  // The plans need an account with a history, not a signed-in recipient: the posting function opens the account.
  const r = { userId: randomUUID() };
  await postCredits(r.userId, 300);
  // Other recipients' entries around it, as on any real ledger: were this account most of a small test ledger,
  // walking the whole ledger's time index would rightly be the planner's cheapest way to its newest page.
  for (let other = 0; other < 4; other++) await postCredits(randomUUID(), 300);
  await ledger.query('ANALYZE ledger_entries');
  const {
    rows: [account],
  } = await ledger.query<{ id: string }>('SELECT id FROM ledger_accounts WHERE code = $1', [`recipient:${r.userId}`]);
  const {
    rows: [deep],
  } = await ledger.query<{ created_at: Date; id: string }>(
    'SELECT created_at, id::text FROM ledger_entries WHERE account_id = $1 ORDER BY created_at DESC, id DESC OFFSET 250 LIMIT 1',
    [account!.id],
  );
  // The statement the ledger sends for a page (ledger.repository.ts: history), with each filter.
  const after = `AND created_at <= $2 AND (created_at < $2 OR id < $3::bigint)`;
  const filters = [
    '',
    'AND amount_cents > 0',
    'AND amount_cents < 0',
    `AND category = 'adjustment'`,
    `AND category = 'payment'`,
    `AND created_at >= now() - interval '1 day' AND created_at < now() + interval '1 day'`,
  ];
  for (const filter of filters) {
    for (const page of ['first', 'deep'] as const) {
      const sql = `EXPLAIN (FORMAT JSON) SELECT * FROM ledger_entries WHERE account_id = $1 ${filter} ${page === 'deep' ? after : 'AND $2::timestamptz IS NOT NULL AND $3::bigint IS NOT NULL'}
                   ORDER BY created_at DESC, id DESC LIMIT 101`;
      const { rows } = await ledger.query<{ 'QUERY PLAN': unknown }>(sql, [account!.id, deep!.created_at, deep!.id]);
      const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
      assert.doesNotMatch(plan, /"Seq Scan"/, `${page} page ${filter}: ${plan}`);
      assert.match(plan, /"Index Name":"ledger_entries_account_/, `${page} page ${filter}: ${plan}`);
      // A category the account seldom has is found from its own index, not by walking the account's whole history.
      if (filter.includes(`'payment'`)) assert.match(plan, /"Index Name":"ledger_entries_account_category_idx"/, plan);
    }
  }
  // The quick search's statement (ledger.repository.ts: searchPage), for words some entries have and words none has:
  // the newest entries from the account's index, the older matches from the account's trigram index.
  for (const words of ['credit 1', 'zqxw']) {
    for (const page of ['first', 'deep'] as const) {
      const where = `account_id = $1 ${page === 'deep' ? after : 'AND $2::timestamptz IS NOT NULL AND $3::bigint IS NOT NULL'}`;
      const pattern = `('%' || $4::text || '%')`;
      const matches = `(transaction_number ILIKE ${pattern} OR description ILIKE ${pattern} OR reference ILIKE ${pattern})`;
      const sql = `EXPLAIN (FORMAT JSON)
        WITH newest AS MATERIALIZED (
          SELECT *, ${matches} AS hit FROM ledger_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 1010
        ), older AS MATERIALIZED (
          SELECT * FROM ledger_entries
          WHERE ${where} AND (transaction_number || ' ' || description || ' ' || coalesce(reference, '')) ILIKE ${pattern} AND ${matches}
            AND (created_at, id) < (SELECT created_at, id FROM newest ORDER BY created_at, id LIMIT 1)
        )
        SELECT id, created_at FROM newest WHERE hit
        UNION ALL
        SELECT id, created_at FROM older WHERE (SELECT count(*) FROM newest) = 1010 AND (SELECT count(*) FILTER (WHERE hit) FROM newest) < 101
        ORDER BY created_at DESC, id DESC LIMIT 101`;
      const { rows } = await ledger.query<{ 'QUERY PLAN': unknown }>(sql, [account!.id, deep!.created_at, deep!.id, words]);
      const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
      assert.doesNotMatch(plan, /"Seq Scan"/, `search ${words}, ${page} page: ${plan}`);
      assert.match(plan, /"Index Name":"ledger_entries_account_time_idx"/, `search ${words}, ${page} page: ${plan}`);
      // The older matches come from an index that starts with the account (its trigram index on a long history; on
      // one this short the planner may walk the older entries instead): never from the whole ledger.
      const older = JSON.stringify(findPlan(rows[0]!['QUERY PLAN'], (node) => node['Subplan Name'] === 'CTE older'));
      assert.match(older, /"Index Name":"ledger_entries_account_/, `search ${words}, ${page} page: ${plan}`);
    }
  }
});
