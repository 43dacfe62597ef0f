import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { Api, Rpc, isRecipientMe, type JournalCursor, type JournalLine } from '@portal/contracts';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { databaseProbe } from '../support/databases.js';
import { NatsRpc } from '../support/rpc.js';

const ledger = databaseProbe('ledger-withdrawals');

interface EntryRow {
  entry_id: string;
  posting_id: string;
  code: string;
  amount_cents: string;
}

/** Every ledger entry of the postings that touched these users' accounts, straight from the database. */
async function entriesOfPostingsOf(userIds: string[]): Promise<EntryRow[]> {
  const { rows } = await ledger.query<EntryRow>(
    `SELECT e.id::text AS entry_id, e.posting_id::text, a.code, e.amount_cents::text
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     WHERE e.posting_id IN (SELECT u.posting_id FROM ledger_entries u JOIN ledger_accounts ua ON ua.id = u.account_id WHERE ua.user_id = ANY($1::uuid[]))
     ORDER BY e.id`,
    [userIds],
  );
  return rows;
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return records;
}

/** "1234.56" → 123456 (the CSV's and the XML's decimal amounts, exactly). */
function cents(decimal: string): number {
  if (decimal === '') return 0;
  const match = /^(\d+)\.(\d{2})$/.exec(decimal);
  assert.ok(match, `a decimal amount with two places: ${decimal}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A month of activity in one day: a grant, a transfer with its fee, and a withdrawal that failed and was refunded. */
async function activity() {
  const a = await fundedRecipient(500_000, 13);
  const b = await approvedRecipientWithToken();
  const me = await clientFor(b.token).call(Api.me.get);
  assert.ok(isRecipientMe(me));
  await clientFor(a.token).call(Api.transfers.create, {
    body: {
      recipientAccount: me.accountNumber,
      recipientName: 'Grace Receiver',
      transferType: 'within_unseaf',
      amountCents: 12_345,
      pin: PIN,
      idempotencyKey: randomUUID(),
      description: 'Shared, "costs"',
    },
  });
  const w = (await withdraw(a.token, 20_000)).body.withdrawal;
  const admin = clientFor(a.adminToken);
  await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'processing' } });
  await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'failed', message: 'Bank rejected the account' } });
  return { a, b, admin };
}

test('the general-ledger journal lists every entry of the period once: balanced per posting and in total, equal to the ledger to the cent', async () => {
  const { a, b, admin } = await activity();
  const period = { from: day(-1), to: day(1) };
  // Every entry the ledger holds for the period, counted before and after the export: other tests post meanwhile,
  // and a few move their postings to other months (so a little slack below), but a cut at a page is thousands short.
  const count = async () =>
    Number(
      (
        await ledger.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM ledger_entries e JOIN postings p ON p.id = e.posting_id
           WHERE p.created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND p.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`,
          [period.from, period.to],
        )
      ).rows[0]!.n,
    );
  const before = await count();
  const answer = await admin.answer(Api.adminAccounting.journalCsv, { query: period });
  assert.equal(answer.status, 200);
  const [header, ...rows] = parseCsv(await (answer.body as Blob).text());
  assert.deepEqual(header, [
    'POSTING ID',
    'ENTRY ID',
    'TRX NO.',
    'TIME (UTC)',
    'ACCOUNT CODE',
    'ACCOUNT KIND',
    'POSTING KIND',
    'CATEGORY',
    'REFERENCE',
    'DESCRIPTION',
    'DEBIT',
    'CREDIT',
    'CURRENCY',
  ]);
  const col = (name: string) => header!.indexOf(name);
  const lines = rows.map((r) => ({
    postingId: r[col('POSTING ID')]!,
    entryId: r[col('ENTRY ID')]!,
    code: r[col('ACCOUNT CODE')]!,
    description: r[col('DESCRIPTION')]!,
    signed: cents(r[col('CREDIT')]!) - cents(r[col('DEBIT')]!),
    currency: r[col('CURRENCY')]!,
    at: r[col('TIME (UTC)')]!,
  }));

  const after = await count();
  assert.ok(
    lines.length >= Math.min(before, after) - 100 && lines.length <= Math.max(before, after),
    `all ${before}–${after} entries of the period, not ${lines.length}`,
  );
  assert.equal(new Set(lines.map((l) => l.entryId)).size, lines.length, 'no entry twice');
  assert.ok(lines.every((l) => l.currency === 'USD' && l.signed !== 0 && l.at >= `${period.from}T00:00:00.000Z`));
  // A posting's entries share their time, so a period holds whole postings: each sums to zero, and so does the period.
  const perPosting = new Map<string, number>();
  for (const l of lines) perPosting.set(l.postingId, (perPosting.get(l.postingId) ?? 0) + l.signed);
  assert.deepEqual(
    [...perPosting].filter(([, sum]) => sum !== 0),
    [],
    'every posting balances',
  );
  assert.equal(
    lines.reduce((sum, l) => sum + l.signed, 0),
    0,
    'the period balances',
  );

  const expected = await entriesOfPostingsOf([a.userId, b.userId]);
  const byEntry = new Map(lines.map((l) => [l.entryId, l]));
  assert.deepEqual(
    expected.map((e) => [e.entry_id, e.posting_id, e.code, Number(e.amount_cents)]),
    expected.map((e) => {
      const line = byEntry.get(e.entry_id);
      return [line?.entryId, line?.postingId, line?.code, line?.signed];
    }),
    'the ledger entries of this activity, each as it is in the ledger',
  );
  // the grant, the transfer (sender, receiver, fee), the withdrawal and its return (recipient, clearing, fee each)
  assert.equal(new Set(expected.map((e) => e.posting_id)).size, 4);

  const bad = await admin.answer(Api.adminAccounting.journalCsv, { query: { from: period.to, to: period.from } });
  assert.equal(bad.status, 400);
  assert.equal((await clientFor(a.token).answer(Api.adminAccounting.journalCsv, { query: period })).status, 403);
});

test('journal pages follow each other without gap or repeat, for one account or all', async () => {
  const { a } = await activity();
  const rpc = new NatsRpc();
  await rpc.connect();
  try {
    const request = { from: day(-1), to: day(1), userId: a.userId };
    const whole = await rpc.call(Rpc.ledgerJournalPage, { ...request, limit: 1_000 });
    assert.equal(whole.next, null);
    const paged: JournalLine[] = [];
    let after: JournalCursor | null = null;
    do {
      const page: { lines: JournalLine[]; next: JournalCursor | null } = await rpc.call(Rpc.ledgerJournalPage, { ...request, after, limit: 2 });
      paged.push(...page.lines);
      after = page.next;
    } while (after);
    assert.deepEqual(
      paged.map((l) => l.entryId),
      whole.lines.map((l) => l.entryId),
    );
    assert.equal(whole.lines.length, 4, 'grant, transfer, withdrawal, its return');
    assert.ok(whole.lines.every((l) => l.accountCode === `recipient:${a.userId}`));
  } finally {
    await rpc.close();
  }
});

test('a camt.053 statement of a recipient account: booked balances and one entry per ledger entry, equal to the ledger', async () => {
  const { a, admin } = await activity();
  const period = { from: day(-1), to: day(1) };
  const answer = await admin.answer(Api.adminAccounting.camt053, { params: { userId: a.userId }, query: period });
  assert.equal(answer.status, 200);
  const xml = await (answer.body as Blob).text();
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['Ntry', 'Bal'].includes(name) });
  const doc = parser.parse(xml);
  assert.equal(doc.Document['@_xmlns'], 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08');
  const stmt = doc.Document.BkToCstmrStmt.Stmt;
  const signed = (node: { Amt: { '#text': string; '@_Ccy': string }; CdtDbtInd: string }) => {
    assert.equal(node.Amt['@_Ccy'], 'USD');
    return (node.CdtDbtInd === 'DBIT' ? -1 : 1) * cents(node.Amt['#text']);
  };
  const balance = (code: string) => signed(stmt.Bal.find((b: { Tp: { CdOrPrtry: { Cd: string } } }) => b.Tp.CdOrPrtry.Cd === code));

  const { rows } = await ledger.query<{ id: string; amount_cents: string; transaction_number: string }>(
    `SELECT e.id::text, e.amount_cents::text, e.transaction_number
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN postings p ON p.id = e.posting_id
     WHERE a.user_id = $1 ORDER BY p.created_at, p.id, e.id`,
    [a.userId],
  );
  const [account] = (await ledger.query<{ balance: string }>('SELECT balance_cents::text AS balance FROM ledger_accounts WHERE user_id = $1', [a.userId])).rows;
  assert.equal(balance('OPBD'), 0, 'nothing before the grant');
  assert.equal(balance('CLBD'), Number(account!.balance));
  assert.equal(Number(account!.balance), 500_000 - 12_345 - 123);
  assert.deepEqual(
    stmt.Ntry.map((n: { NtryRef: string; AcctSvcrRef: string; Sts: { Cd: string } } & Parameters<typeof signed>[0]) => [
      n.NtryRef,
      n.AcctSvcrRef,
      signed(n),
      n.Sts.Cd,
    ]),
    rows.map((r) => [r.id, r.transaction_number, Number(r.amount_cents), 'BOOK']),
  );
  const entriesSum = stmt.Ntry.reduce((sum: number, n: Parameters<typeof signed>[0]) => sum + signed(n), 0);
  assert.equal(balance('OPBD') + entriesSum, balance('CLBD'));
  assert.equal(Number(stmt.TxsSummry.TtlNtries.NbOfNtries), rows.length);
  assert.equal(cents(stmt.TxsSummry.TtlCdtNtries.Sum) - cents(stmt.TxsSummry.TtlDbtNtries.Sum), entriesSum);

  // A later period opens and closes at the balance, with no entries.
  const later = await admin.answer(Api.adminAccounting.camt053, { params: { userId: a.userId }, query: { from: day(2), to: day(3) } });
  const laterStmt = parser.parse(await (later.body as Blob).text()).Document.BkToCstmrStmt.Stmt;
  assert.deepEqual(
    laterStmt.Bal.map((b: Parameters<typeof signed>[0]) => signed(b)),
    [Number(account!.balance), Number(account!.balance)],
  );
  assert.equal(laterStmt.Ntry, undefined);

  assert.equal((await admin.answer(Api.adminAccounting.camt053, { params: { userId: randomUUID() }, query: period })).status, 404);
});
