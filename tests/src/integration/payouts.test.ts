import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { Api, PAIN001_NAMESPACE, PayoutMessages, centsToDecimalString, payoutEndToEndId, type WithdrawalView } from '@portal/contracts';
import { fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { databaseProbe, holdGrantLock } from '../support/databases.js';
import { waitFor } from '../support/wait.js';

const ledger = databaseProbe('ledger-withdrawals');
/** For taking a row lock the way a concurrent payment would. */
const locker = databaseProbe('ledger-withdrawals', { writable: true });

/** The recipient's balance, the sum of their ledger entries, and how many return postings each withdrawal has. */
async function ledgerFacts(userId: string, withdrawalIds: string[]) {
  const {
    rows: [account],
  } = await ledger.query<{ balance: string; entries: string }>(
    `SELECT a.balance_cents::text AS balance, (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id)::text AS entries
     FROM ledger_accounts a WHERE a.user_id = $1`,
    [userId],
  );
  const { rows } = await ledger.query<{ key: string; n: string }>(
    `SELECT idempotency_key AS key, count(*)::text AS n FROM postings WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key`,
    [withdrawalIds.flatMap((id) => [`withdrawal-return:${id}`, `withdrawal-settle:${id}`])],
  );
  return { balance: Number(account!.balance), entries: Number(account!.entries), postings: Object.fromEntries(rows.map((r) => [r.key, Number(r.n)])) };
}

/** The bank's booked entries for the payout lines, as a camt.054 debit notification or a camt.053 account statement. */
function camt054(lines: { endToEndId: string; cents: number; returned?: boolean }[], format: 'camt.054' | 'camt.053' = 'camt.054'): string {
  const entries = lines
    .map(
      (l) => `<Ntry><Amt Ccy="USD">${centsToDecimalString(l.cents)}</Amt><CdtDbtInd>${l.returned ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-27</Dt></BookgDt><NtryDtls><TxDtls><Refs><EndToEndId>${l.endToEndId}</EndToEndId></Refs>
        <Amt Ccy="USD">${centsToDecimalString(l.cents)}</Amt>${l.returned ? '<RtrInf><Rsn><Cd>AC04</Cd></Rsn><AddtlInf>Account closed</AddtlInf></RtrInf>' : ''}</TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  const [message, report] = format === 'camt.054' ? ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'] : ['BkToCstmrStmt', 'Stmt'];
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${format}.001.08"><${message}>
<GrpHdr><MsgId>NTF${randomUUID().slice(0, 8)}</MsgId><CreDtTm>2026-11-27T08:00:00Z</CreDtTm></GrpHdr>
<${report}><Id>N1</Id><CreDtTm>2026-11-27T08:00:00Z</CreDtTm><Acct><Id><Othr><Id>PAYOUT-CLEARING</Id></Othr></Id></Acct>
${entries}
</${report}></${message}></Document>`;
}

test('processing bank withdrawals go out in one pain.001 batch; a camt.054 settles two, refunds one once, and a second upload changes nothing', async () => {
  const r = await fundedRecipient(600_000, 13);
  const admin = clientFor(r.adminToken);
  const made: WithdrawalView[] = [];
  for (const cents of [30_000, 40_000, 50_000]) made.push((await withdraw(r.token, cents)).body.withdrawal);
  for (const w of made) await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'processing' } });
  const [w1, w2, w3] = made as [WithdrawalView, WithdrawalView, WithdrawalView];
  const ids = made.map((w) => w.id);

  // One batch, once per key; a withdrawal already in a batch goes into no other.
  const key = randomUUID();
  const created = await admin.answer(Api.adminPayouts.createBatch, { body: { idempotencyKey: key, withdrawalIds: ids } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const batch = created.body.batch;
  assert.equal(created.body.replayed, false);
  assert.deepEqual(
    batch.items.map((i) => [i.withdrawalId, i.endToEndId, i.amountCents, i.status, i.creditorName]),
    made.map((w) => [w.id, payoutEndToEndId(w.id), w.netCents, 'submitted', 'Amina Tester']),
  );
  const replay = await admin.answer(Api.adminPayouts.createBatch, { body: { idempotencyKey: key, withdrawalIds: ids } });
  assert.deepEqual([replay.status, replay.body.replayed, replay.body.batch.id], [201, true, batch.id]);
  const again = await admin.answer(Api.adminPayouts.createBatch, { body: { idempotencyKey: randomUUID(), withdrawalIds: [w1.id] } });
  assert.deepEqual([again.status, again.body.message], [409, PayoutMessages.notBatchable]);
  const listed = await admin.call(Api.admin.withdrawals, { query: { status: 'submitted' } });
  assert.ok(ids.every((id) => listed.some((w) => w.id === id)));
  // Staff cannot take a submitted withdrawal back to processing.
  assert.equal((await admin.answer(Api.admin.setWithdrawalStatus, { params: { id: w1.id }, body: { status: 'processing' } })).status, 409);

  // The pain.001 parses back: three transfers, control sum equal to the net amounts, each amount exact.
  const file = await admin.answer(Api.adminPayouts.pain001, { params: { id: batch.id } });
  assert.equal(file.status, 200);
  const xml = await (file.body as Blob).text();
  assert.ok(xml.includes(`<Document xmlns="${PAIN001_NAMESPACE}">`));
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (n) => n === 'CdtTrfTxInf' }).parse(xml);
  const init = doc.Document.CstmrCdtTrfInitn;
  const sum = made.reduce((total, w) => total + w.netCents, 0);
  assert.deepEqual([init.GrpHdr.MsgId, init.GrpHdr.NbOfTxs, init.GrpHdr.CtrlSum], [batch.messageId, '3', centsToDecimalString(sum)]);
  assert.deepEqual(
    (init.PmtInf.CdtTrfTxInf as { PmtId: { EndToEndId: string }; Amt: { InstdAmt: { '#text': string; '@_Ccy': string } } }[]).map((t) => [
      t.PmtId.EndToEndId,
      t.Amt.InstdAmt['#text'],
      t.Amt.InstdAmt['@_Ccy'],
    ]),
    made.map((w) => [payoutEndToEndId(w.id), centsToDecimalString(w.netCents), 'USD']),
  );

  const before = await ledgerFacts(r.userId, ids);
  // A file that is not the bank's answer is refused and changes nothing.
  const bad = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: '<html><body>statement</body></html>' } });
  assert.deepEqual([bad.status, bad.body.message], [400, PayoutMessages.unknownDocument]);

  const unknown = `WD${randomUUID().replaceAll('-', '').toUpperCase()}`;
  const answer = camt054([
    { endToEndId: payoutEndToEndId(w1.id), cents: w1.netCents },
    { endToEndId: payoutEndToEndId(w2.id), cents: w2.netCents },
    { endToEndId: payoutEndToEndId(w3.id), cents: w3.netCents, returned: true },
    { endToEndId: unknown, cents: 1_234 },
  ]);
  const first = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: answer, fileName: 'camt054.xml' } });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  assert.deepEqual([first.body.duplicate, first.body.completed, first.body.failed, first.body.unchanged], [false, 2, 1, 0]);
  assert.deepEqual(
    first.body.unmatched.map((u) => [u.endToEndId, u.reason, u.amountCents]),
    [[unknown, 'unknown_end_to_end_id', 1_234]],
  );

  const statuses = async () => (await admin.call(Api.adminPayouts.batch, { params: { id: batch.id } })).items.map((i) => i.status);
  assert.deepEqual(await statuses(), ['completed', 'completed', 'failed']);
  const after = await ledgerFacts(r.userId, ids);
  assert.equal(after.balance, before.balance + w3.amountCents, 'the failed withdrawal is back in full, fee included');
  assert.equal(after.entries, after.balance, 'the balance is the sum of its ledger entries');
  assert.deepEqual(after.postings, {
    [`withdrawal-settle:${w1.id}`]: 1,
    [`withdrawal-settle:${w2.id}`]: 1,
    [`withdrawal-return:${w3.id}`]: 1,
  });

  // The same file again, and the same outcomes in another file: nothing changes.
  const second = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: answer } });
  assert.deepEqual([second.status, second.body.duplicate, second.body.fileId, second.body.completed, second.body.failed], [201, true, first.body.fileId, 0, 0]);
  const pain002 = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt><GrpHdr><MsgId>STS${randomUUID().slice(0, 8)}</MsgId></GrpHdr>
    <OrgnlPmtInfAndSts><TxInfAndSts><OrgnlEndToEndId>${payoutEndToEndId(w3.id)}</OrgnlEndToEndId><TxSts>RJCT</TxSts></TxInfAndSts>
    <TxInfAndSts><OrgnlEndToEndId>${payoutEndToEndId(w1.id)}</OrgnlEndToEndId><TxSts>ACSC</TxSts><OrgnlTxRef><Amt><InstdAmt Ccy="USD">${centsToDecimalString(w1.netCents + 1)}</InstdAmt></Amt></OrgnlTxRef></TxInfAndSts>
    <TxInfAndSts><OrgnlEndToEndId>${payoutEndToEndId(w2.id)}</OrgnlEndToEndId><TxSts>RJCT</TxSts></TxInfAndSts></OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`;
  const third = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: pain002 } });
  assert.equal(third.status, 201, JSON.stringify(third.body));
  assert.deepEqual([third.body.duplicate, third.body.completed, third.body.failed, third.body.unchanged], [false, 0, 0, 1]);
  assert.deepEqual(
    third.body.unmatched.map((u) => [u.endToEndId, u.reason]),
    [
      [payoutEndToEndId(w1.id), 'amount_mismatch'],
      [payoutEndToEndId(w2.id), 'conflicts_with_final_status'],
    ],
  );
  assert.deepEqual(await statuses(), ['completed', 'completed', 'failed']);
  assert.deepEqual(await ledgerFacts(r.userId, ids), after);

  const queue = await admin.call(Api.adminPayouts.unmatched);
  assert.ok(queue.some((u) => u.endToEndId === unknown && u.fileId === first.body.fileId));

  // The reconciliation: each withdrawal with the bank line that settled it, as JSON and as CSV.
  const report = await admin.call(Api.adminPayouts.report, { params: { id: batch.id } });
  assert.equal(report.batch.status, 'reconciled');
  assert.deepEqual(
    report.rows.map((row) => [row.endToEndId, row.amountCents, row.status, row.matchedLine?.outcome, row.matchedLine?.fileId]),
    [
      [payoutEndToEndId(w1.id), w1.netCents, 'completed', 'paid', first.body.fileId],
      [payoutEndToEndId(w2.id), w2.netCents, 'completed', 'paid', first.body.fileId],
      [payoutEndToEndId(w3.id), w3.netCents, 'failed', 'rejected', first.body.fileId],
    ],
  );
  const csv = await admin.answer(Api.adminPayouts.reportCsv, { params: { id: batch.id } });
  const csvLines = (await (csv.body as Blob).text()).trim().split('\r\n');
  assert.equal(csvLines.length, 4);
  assert.ok(csvLines[3]!.includes(`${payoutEndToEndId(w3.id)},${centsToDecimalString(w3.netCents)},USD,failed`));

  // A recipient is refused every payout route.
  const recipient = clientFor(r.token);
  const refusals = await Promise.all([
    recipient.answer(Api.adminPayouts.batches),
    recipient.answer(Api.adminPayouts.createBatch, { body: { idempotencyKey: randomUUID() } }),
    recipient.answer(Api.adminPayouts.batch, { params: { id: batch.id } }),
    recipient.answer(Api.adminPayouts.pain001, { params: { id: batch.id } }),
    recipient.answer(Api.adminPayouts.uploadAnswer, { body: { document: answer } }),
    recipient.answer(Api.adminPayouts.unmatched),
    recipient.answer(Api.adminPayouts.report, { params: { id: batch.id } }),
    recipient.answer(Api.adminPayouts.reportCsv, { params: { id: batch.id } }),
  ]);
  assert.deepEqual(
    refusals.map((a) => a.status),
    Array(8).fill(403),
  );
});

test("a bank answer takes its recipients' grants before the clearing account, like every payment: the two cannot deadlock", async () => {
  const paid = await fundedRecipient(400_000, 13);
  const returned = await fundedRecipient(400_000, 13);
  const admin = clientFor(paid.adminToken);
  const w1 = (await withdraw(paid.token, 30_000)).body.withdrawal;
  const w2 = (await withdraw(returned.token, 40_000)).body.withdrawal;
  for (const w of [w1, w2]) await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'processing' } });
  await admin.call(Api.adminPayouts.createBatch, { body: { idempotencyKey: randomUUID(), withdrawalIds: [w1.id, w2.id] } });
  const answer = camt054([
    { endToEndId: payoutEndToEndId(w1.id), cents: w1.netCents },
    { endToEndId: payoutEndToEndId(w2.id), cents: w2.netCents, returned: true },
  ]);

  // A payment of the second recipient in flight: it holds their grant and would next take the clearing account.
  const payment = await holdGrantLock(returned.userId);
  try {
    const uploading = admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: answer } });
    await payment.untilWaitedOn('the answer to wait for the grant');
    // While the answer waits for that grant it holds no account: the payment can take clearing (other tests'
    // moves hold it for moments, so a few tries).
    await waitFor(
      () =>
        locker.query(`SELECT 1 FROM ledger_accounts WHERE code = 'fund:payout-clearing' FOR UPDATE NOWAIT`).then(
          () => true,
          () => false,
        ),
      { timeoutMs: 5_000, what: 'the clearing account to be free while the answer waits' },
    );
    await payment.release();
    const done = await uploading;
    assert.equal(done.status, 201, JSON.stringify(done.body));
    assert.deepEqual([done.body.completed, done.body.failed], [1, 1]);
  } finally {
    await payment.release();
  }
});

test('a pain.002 rejecting the whole message fails every payout of its batch and returns their money once; an unknown message is refused', async () => {
  const r = await fundedRecipient(300_000, 13);
  const admin = clientFor(r.adminToken);
  const made: WithdrawalView[] = [];
  for (const cents of [20_000, 30_000]) made.push((await withdraw(r.token, cents)).body.withdrawal);
  for (const w of made) await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'processing' } });
  const ids = made.map((w) => w.id);
  const { batch } = await admin.call(Api.adminPayouts.createBatch, { body: { idempotencyKey: randomUUID(), withdrawalIds: ids } });
  const before = await ledgerFacts(r.userId, ids);

  const rejection = (messageId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS${randomUUID().slice(0, 8)}</MsgId><CreDtTm>2026-11-27T08:00:00Z</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId><GrpSts>RJCT</GrpSts>
<StsRsnInf><Rsn><Cd>FF01</Cd></Rsn><AddtlInf>Invalid file format</AddtlInf></StsRsnInf></OrgnlGrpInfAndSts>
</CstmrPmtStsRpt></Document>`;
  const unknown = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: rejection('PB-NOT-SENT') } });
  assert.deepEqual([unknown.status, unknown.body.message], [400, PayoutMessages.unknownMessage('PB-NOT-SENT')]);
  assert.deepEqual(await ledgerFacts(r.userId, ids), before, 'a refused file moves nothing');

  const answered = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: rejection(batch.messageId), fileName: 'pain002.xml' } });
  assert.equal(answered.status, 201, JSON.stringify(answered.body));
  assert.deepEqual([answered.body.completed, answered.body.failed, answered.body.unmatched.length], [0, 2, 0]);
  const after = await ledgerFacts(r.userId, ids);
  const returned = made.reduce((sum, w) => sum + w.amountCents, 0);
  assert.equal(after.balance, before.balance + returned, 'each withdrawal comes back whole');
  assert.equal(after.entries, after.balance);
  for (const id of ids) assert.equal(after.postings[`withdrawal-return:${id}`], 1);
  const detail = await admin.call(Api.adminPayouts.batch, { params: { id: batch.id } });
  assert.deepEqual(
    detail.items.map((i) => i.status),
    ['failed', 'failed'],
  );
  const again = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: rejection(batch.messageId) } });
  assert.deepEqual([again.status, again.body.failed, again.body.unchanged], [201, 0, 2]);
  assert.deepEqual(await ledgerFacts(r.userId, ids), after, 'a second rejection of the same message returns nothing twice');
});

test('a camt.053 account statement settles a batch like a notification: one paid, one returned and refunded once', async () => {
  const r = await fundedRecipient(300_000, 13);
  const admin = clientFor(r.adminToken);
  const made: WithdrawalView[] = [];
  for (const cents of [20_000, 25_000]) made.push((await withdraw(r.token, cents)).body.withdrawal);
  for (const w of made) await admin.call(Api.admin.setWithdrawalStatus, { params: { id: w.id }, body: { status: 'processing' } });
  const [paid, returned] = made as [WithdrawalView, WithdrawalView];
  const ids = made.map((w) => w.id);
  const { batch } = await admin.call(Api.adminPayouts.createBatch, { body: { idempotencyKey: randomUUID(), withdrawalIds: ids } });
  const before = await ledgerFacts(r.userId, ids);

  const statement = camt054(
    [
      { endToEndId: payoutEndToEndId(paid.id), cents: paid.netCents },
      { endToEndId: payoutEndToEndId(returned.id), cents: returned.netCents, returned: true },
    ],
    'camt.053',
  );
  const first = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: statement, fileName: 'camt053.xml' } });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  assert.deepEqual([first.body.format, first.body.completed, first.body.failed, first.body.unmatched.length], ['camt.053', 1, 1, 0]);
  const again = await admin.answer(Api.adminPayouts.uploadAnswer, { body: { document: statement } });
  assert.deepEqual([again.body.duplicate, again.body.completed, again.body.failed], [true, 0, 0]);

  const items = (await admin.call(Api.adminPayouts.batch, { params: { id: batch.id } })).items.map((i) => i.status);
  assert.deepEqual(items, ['completed', 'failed']);
  const after = await ledgerFacts(r.userId, ids);
  assert.equal(after.balance, before.balance + returned.amountCents, 'the returned withdrawal is back in full, once');
  assert.deepEqual(after.postings, { [`withdrawal-settle:${paid.id}`]: 1, [`withdrawal-return:${returned.id}`]: 1 });
});
