import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  AccountFormatMessages,
  Api,
  KycRequiredMessages,
  Rpc,
  PinErrorCodes,
  PinMessages,
  ProjectPaymentMessages,
  TransferMessages,
  isRecipientMe,
  type CreateProjectPaymentBody,
  type CreateTransferBody,
  type ProjectPaymentView,
  type TransferView,
} from '@portal/contracts';
import { NatsRpc } from '../support/rpc.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { PIN, fundedRecipient } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { waitFor } from '../support/wait.js';
import { databaseProbe } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals', { max: 3 });
const payments = databaseProbe('payments');

async function balanceOf(userId: string): Promise<number> {
  const { rows } = await ledger.query('SELECT balance_cents::bigint AS b FROM ledger_accounts WHERE user_id = $1', [userId]);
  return Number(rows[0]?.b ?? 0);
}

/** What the postings of these users' accounts paid into fee revenue (other test files pay into it at the same time). */
async function feesPaidBy(...userIds: string[]): Promise<number> {
  const { rows } = await ledger.query(
    `SELECT COALESCE(SUM(e.amount_cents), 0)::bigint AS s FROM ledger_entries e
     JOIN ledger_accounts f ON f.id = e.account_id AND f.code = 'fund:fee-revenue'
     WHERE e.posting_id IN (SELECT u.posting_id FROM ledger_entries u JOIN ledger_accounts ua ON ua.id = u.account_id WHERE ua.user_id = ANY($1::uuid[]))`,
    [userIds],
  );
  return Number(rows[0].s);
}

/** What the postings with this reference (a transaction number) moved into a system account. */
async function systemAmountFor(code: string, reference: string): Promise<number> {
  const { rows } = await ledger.query(
    `SELECT COALESCE(SUM(e.amount_cents), 0)::bigint AS s FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id AND a.code = $1
     JOIN postings p ON p.id = e.posting_id AND p.reference = $2`,
    [code, reference],
  );
  return Number(rows[0].s);
}

async function accountNumberOf(token: string): Promise<string> {
  const me = await clientFor(token).call(Api.me.get);
  assert.ok(isRecipientMe(me));
  return me.accountNumber;
}

function transfer(overrides: Partial<CreateTransferBody> & Pick<CreateTransferBody, 'recipientAccount' | 'amountCents'>): CreateTransferBody {
  return { recipientName: 'Grace Receiver', transferType: 'within_unseaf', pin: PIN, idempotencyKey: randomUUID(), ...overrides };
}

async function ledgerInvariants(): Promise<void> {
  const {
    rows: [sums],
  } = await ledger.query(`
    SELECT (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts)::bigint AS total,
           (SELECT count(*) FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0) u)::int AS unbalanced,
           (SELECT count(*) FROM ledger_accounts a WHERE a.balance_cents <> (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries e WHERE e.account_id = a.id))::int AS drifted,
           (SELECT count(*) FROM ledger_accounts WHERE kind = 'recipient' AND balance_cents < 0)::int AS negative`);
  assert.deepEqual(
    { total: Number(sums.total), unbalanced: sums.unbalanced, drifted: sums.drifted, negative: sums.negative },
    { total: 0, unbalanced: 0, drifted: 0, negative: 0 },
  );
}

test('a transfer within UNSEAF moves amount to the receiver and 1% to fee revenue at once; both sides see it', async () => {
  const a = await fundedRecipient(500_000, 13);
  const b = await approvedRecipientWithToken();
  const feesBefore = await feesPaidBy(a.userId);
  const result = await clientFor(a.token).call(Api.transfers.create, {
    body: transfer({ recipientAccount: await accountNumberOf(b.token), amountCents: 12_345, description: 'Shared costs' }),
  });
  assert.equal(result.transfer.status, 'completed');
  assert.match(result.transfer.transactionNumber, /^TRF\d{13,}$/);
  assert.deepEqual([result.transfer.amountCents, result.transfer.chargeCents, result.transfer.paidCents], [12_345, 123, 12_468]);
  assert.equal(result.balanceCents, 500_000 - 12_468);
  assert.equal(await balanceOf(a.userId), 500_000 - 12_468);
  assert.equal(await balanceOf(b.userId), 12_345);
  assert.equal((await feesPaidBy(a.userId)) - feesBefore, 123);

  const history = await clientFor(a.token).call(Api.transfers.list);
  assert.equal(history[0]?.transactionNumber, result.transfer.transactionNumber);
  const receiverDashboard = await clientFor(b.token).call(Api.me.dashboard);
  assert.equal(receiverDashboard.balanceCents, 12_345);
  assert.ok(receiverDashboard.latestCredits.some((t) => t.amountCents === 12_345 && t.reference === result.transfer.transactionNumber));
  await ledgerInvariants();
});

test('refusals are clear and move nothing: unknown, own or unapproved account, bad amounts, insufficient balance, wrong PIN, no KYC', async () => {
  const a = await fundedRecipient(100_000, 13);
  const pendingReceiver = await approvedRecipientWithToken();
  const own = await accountNumberOf(a.token);
  const client = clientFor(a.token);
  const refusal = async (body: object) => {
    const answer = await client.answer(Api.transfers.create, { body: body as CreateTransferBody });
    return { status: answer.status, message: (answer.body as { message?: string }).message };
  };
  const receiverAccount = await accountNumberOf(pendingReceiver.token);

  assert.deepEqual(await refusal(transfer({ recipientAccount: '770099999999', amountCents: 100 })), { status: 404, message: TransferMessages.unknownAccount });
  assert.deepEqual(await refusal(transfer({ recipientAccount: 'abc', amountCents: 100 })), {
    status: 400,
    message: `recipientAccount: ${AccountFormatMessages.accountNumber}`,
  });
  assert.deepEqual(await refusal(transfer({ recipientAccount: own, amountCents: 100 })), { status: 400, message: TransferMessages.ownAccount });
  assert.deepEqual(await refusal(transfer({ recipientAccount: receiverAccount, amountCents: 0 })), {
    status: 400,
    message: `amountCents: ${TransferMessages.minimumAmount}`,
  });
  assert.deepEqual(await refusal(transfer({ recipientAccount: receiverAccount, amountCents: 1.5 })), {
    status: 400,
    message: `amountCents: ${TransferMessages.validAmount}`,
  });
  assert.deepEqual(await refusal(transfer({ recipientAccount: '', amountCents: 100 })), {
    status: 400,
    message: `recipientAccount: ${TransferMessages.requiredFields}`,
  });
  assert.deepEqual(await refusal(transfer({ recipientAccount: receiverAccount, amountCents: 100_000 })), {
    status: 400,
    message: TransferMessages.insufficient(101_000, 100_000),
  });
  const wrongPin = await refusal(transfer({ recipientAccount: receiverAccount, amountCents: 100, pin: '111222' }));
  assert.deepEqual(wrongPin, { status: 400, message: PinMessages.incorrect(2) });
  assert.equal(await balanceOf(a.userId), 100_000);
  assert.equal(await balanceOf(pendingReceiver.userId), 0);

  const { rows } = await payments.query(`SELECT status, posting_state FROM transfers WHERE user_id = $1`, [a.userId]);
  assert.deepEqual(rows, [{ status: 'failed', posting_state: 'refused' }], 'only the insufficient one got as far as a record, and it failed');

  const noKyc = await approvedRecipientWithToken();
  const answer = await clientFor(noKyc.token).answer(Api.transfers.create, { body: transfer({ recipientAccount: receiverAccount, amountCents: 100 }) });
  assert.deepEqual([answer.status, (answer.body as { message: string }).message], [403, KycRequiredMessages.transfers]);
});

test('until the PIN is proven, an unknown account number and a known one get the same answer, and a wrong PIN counts for both', async () => {
  const [toUnknown, toKnown] = await Promise.all([fundedRecipient(100_000, 13), fundedRecipient(100_000, 13)]);
  const receiver = await approvedRecipientWithToken();
  const known = await accountNumberOf(receiver.token);
  const unknown = '770099999999';
  const answerOf = async (token: string, body: CreateTransferBody) => {
    const answer = await clientFor(token).answer(Api.transfers.create, { body });
    const error = answer.body as { code?: string; message?: string };
    return { status: answer.status, code: error.code, message: error.message };
  };
  const failedAttempts = async (userId: string) =>
    (await ledger.query<{ n: number }>('SELECT failed_attempts AS n FROM user_pins WHERE user_id = $1', [userId])).rows[0]?.n;

  // A malformed PIN: refused the same way, before anything is looked up, and not an attempt.
  const [badUnknown, badKnown] = await Promise.all([
    answerOf(toUnknown.token, transfer({ recipientAccount: unknown, amountCents: 100, pin: '12' })),
    answerOf(toKnown.token, transfer({ recipientAccount: known, amountCents: 100, pin: '12' })),
  ]);
  assert.deepEqual(badUnknown, { status: 400, code: PinErrorCodes.invalid, message: PinMessages.enterSix });
  assert.deepEqual(badKnown, badUnknown);

  // A wrong PIN: the same answer, and an attempt either way.
  const [wrongUnknown, wrongKnown] = await Promise.all([
    answerOf(toUnknown.token, transfer({ recipientAccount: unknown, amountCents: 100, pin: '111222' })),
    answerOf(toKnown.token, transfer({ recipientAccount: known, amountCents: 100, pin: '111222' })),
  ]);
  assert.deepEqual(wrongUnknown, { status: 400, code: PinErrorCodes.incorrect, message: PinMessages.incorrect(2) });
  assert.deepEqual(wrongKnown, wrongUnknown);
  assert.deepEqual([await failedAttempts(toUnknown.userId), await failedAttempts(toKnown.userId)], [1, 1]);

  // Only the right PIN learns that the number is unknown; nothing was recorded or moved.
  // (an attempt within a second of the wrong one is refused as too early, without counting)
  const right = await waitFor(async () => {
    const answer = await answerOf(toUnknown.token, transfer({ recipientAccount: unknown, amountCents: 100 }));
    return answer.code === PinErrorCodes.tooSoon ? null : answer;
  });
  assert.deepEqual([right.status, right.message], [404, TransferMessages.unknownAccount]);
  const { rows } = await payments.query('SELECT count(*)::int AS n FROM transfers WHERE user_id = ANY($1::uuid[])', [[toUnknown.userId, toKnown.userId]]);
  assert.equal(rows[0].n, 0);
  assert.deepEqual([await balanceOf(toUnknown.userId), await balanceOf(toKnown.userId)], [100_000, 100_000]);
});

test('a receiver whose account is not approved cannot receive', async () => {
  const a = await fundedRecipient(100_000, 13);
  const b = await approvedRecipientWithToken();
  const account = await accountNumberOf(b.token);
  const admin = clientFor(a.adminToken);
  await admin.call(Api.admin.setUserStatus, { params: { id: b.userId }, body: { status: 'rejected' } });
  const answer = await clientFor(a.token).answer(Api.transfers.create, { body: transfer({ recipientAccount: account, amountCents: 100 }) });
  assert.deepEqual([answer.status, (answer.body as { message: string }).message], [400, TransferMessages.receiverUnavailable]);
  assert.equal(await balanceOf(a.userId), 100_000);
});

test('the account-number lookup tells payments only who holds the number and their status (spaces and dashes ignored)', async () => {
  const b = await approvedRecipientWithToken();
  const account = await accountNumberOf(b.token);
  const rpc = new NatsRpc();
  await rpc.connect();
  try {
    // What the service sends on the wire, before any schema on the caller's side could strip it.
    const spaced = `${account.slice(0, 4)} ${account.slice(4, 8)}-${account.slice(8)}`;
    assert.deepEqual(await rpc.send(Rpc.accountsByAccountNumber.subject, { accountNumber: spaced }), { id: b.userId, accountStatus: 'approved' });
  } finally {
    await rpc.close();
  }
});

test('a replay returns the first transfer and moves nothing; the same key with another body is 409', async () => {
  const a = await fundedRecipient(200_000, 13);
  const b = await approvedRecipientWithToken();
  const body = transfer({ recipientAccount: await accountNumberOf(b.token), amountCents: 10_000 });
  const client = clientFor(a.token);
  const [first, second] = await Promise.all([client.call(Api.transfers.create, { body }), client.call(Api.transfers.create, { body })]);
  const third = await client.call(Api.transfers.create, { body });
  assert.equal(second.transfer.transactionNumber, first.transfer.transactionNumber);
  assert.equal(third.transfer.id, first.transfer.id);
  assert.equal(third.replayed, true);
  assert.equal(await balanceOf(a.userId), 200_000 - 10_100);
  assert.equal(await balanceOf(b.userId), 10_000);
  const reused = await client.answer(Api.transfers.create, { body: { ...body, amountCents: 20_000 } });
  assert.equal(reused.status, 409);
  assert.equal(await balanceOf(a.userId), 200_000 - 10_100);
});

test('40 concurrent transfers A→B (30) and B→A (10): no deadlock, no overdraft, money neither created nor lost', async () => {
  const a = await fundedRecipient(100_000, 13);
  const b = await fundedRecipient(100_000, 13);
  const [accountA, accountB] = await Promise.all([accountNumberOf(a.token), accountNumberOf(b.token)]);
  const feesBefore = await feesPaidBy(a.userId, b.userId);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      i % 4 !== 3
        ? clientFor(a.token).answer(Api.transfers.create, { body: transfer({ recipientAccount: accountB, amountCents: 30_000 }) })
        : clientFor(b.token).answer(Api.transfers.create, { body: transfer({ recipientAccount: accountA, amountCents: 30_000 }) }),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const accepted = answers.filter((x) => x.status === 201).length;
  const refused = answers.filter((x) => x.status === 400);
  assert.equal(accepted + refused.length, 40, JSON.stringify(answers.filter((x) => x.status !== 201 && x.status !== 400).map((x) => x.body)));
  for (const r of refused)
    assert.match((r.body as { message: string }).message, /^Insufficient balance\. You need \$303\.00 \(transfer \+ charge\) but have \$\d+\.\d\d$/);
  const fees = (await feesPaidBy(a.userId, b.userId)) - feesBefore;
  assert.equal(fees, accepted * 300);
  assert.ok(refused.length > 0, 'some transfers did not fit');
  assert.equal((await balanceOf(a.userId)) + (await balanceOf(b.userId)) + fees, 200_000, 'the two balances and the charges add up to what there was');
  assert.ok((await balanceOf(a.userId)) >= 0 && (await balanceOf(b.userId)) >= 0);
  await ledgerInvariants();
  console.log(`# 40 concurrent transfers (${accepted} accepted) through the gateway in ${seconds.toFixed(1)} s: ${(40 / seconds).toFixed(1)}/s`);
});

test('transfers to other banks wait pending; the admin completes one and fails another, which returns amount and charge', async () => {
  const a = await fundedRecipient(300_000, 13);
  const client = clientFor(a.token);
  const admin = clientFor(a.adminToken);
  const external = (type: 'other_bank' | 'wire_transfer') =>
    client.call(Api.transfers.create, {
      body: transfer({ transferType: type, recipientAccount: 'DE89370400440532013000', recipientBank: 'Deutsche Bank', amountCents: 50_000 }),
    });
  const one = await external('other_bank');
  const two = await external('wire_transfer');
  assert.equal(one.transfer.status, 'pending');
  assert.equal(await balanceOf(a.userId), 300_000 - 2 * 50_500);

  const processing = await admin.call(Api.admin.setTransferStatus, { params: { id: one.transfer.id }, body: { status: 'processing' } });
  assert.equal(processing.status, 'processing');
  const completed = await admin.call(Api.admin.setTransferStatus, { params: { id: one.transfer.id }, body: { status: 'completed' } });
  assert.equal(completed.status, 'completed');
  assert.ok(completed.completedAt);
  const failed = await admin.call(Api.admin.setTransferStatus, {
    params: { id: two.transfer.id },
    body: { status: 'failed', message: 'Beneficiary bank rejected the wire' },
  });
  assert.equal(failed.status, 'failed');
  assert.equal(await balanceOf(a.userId), 300_000 - 50_500, 'the failed one came back whole, charge included');
  const back = await client.call(Api.me.transactions, { query: { type: 'credit' } });
  assert.ok(back.items.some((t) => t.amountCents === 50_500 && t.reference === two.transfer.transactionNumber));

  const again = await admin.answer(Api.admin.setTransferStatus, { params: { id: two.transfer.id }, body: { status: 'completed' } });
  assert.deepEqual([again.status, (again.body as { message: string }).message], [409, TransferMessages.finalStatus]);
  const { rows } = await payments.query(`SELECT settlement_state FROM transfers WHERE id = ANY($1::uuid[]) ORDER BY created_at`, [
    [one.transfer.id, two.transfer.id],
  ]);
  assert.deepEqual(
    rows.map((r) => r.settlement_state),
    ['settled', 'refunded'],
  );
  await ledgerInvariants();
});

test('history: newest first, search by transaction number (any case, substring) and by exact date', async () => {
  const a = await fundedRecipient(100_000, 13);
  const b = await approvedRecipientWithToken();
  const account = await accountNumberOf(b.token);
  const client = clientFor(a.token);
  const first = (await client.call(Api.transfers.create, { body: transfer({ recipientAccount: account, amountCents: 100 }) })).transfer;
  const second = (await client.call(Api.transfers.create, { body: transfer({ recipientAccount: account, amountCents: 200 }) })).transfer;
  const all = await client.call(Api.transfers.list);
  assert.deepEqual(
    all.map((t: TransferView) => t.id),
    [second.id, first.id],
  );
  const needle = first.transactionNumber.slice(-6).toLowerCase();
  assert.deepEqual((await client.call(Api.transfers.list, { query: { q: `trf`.toLowerCase() } })).length, 2);
  assert.deepEqual(
    (await client.call(Api.transfers.list, { query: { q: needle } })).map((t) => t.id),
    [first.id],
  );
  const today = new Date().toISOString().slice(0, 10);
  assert.equal((await client.call(Api.transfers.list, { query: { date: today, timeZone: 'UTC' } })).length, 2);
  assert.equal((await client.call(Api.transfers.list, { query: { date: '2020-01-01' } })).length, 0);
  const badZone = await client.answer(Api.transfers.list, { query: { date: today, timeZone: 'Mars/Olympus' } });
  assert.equal(badZone.status, 400);
});

function projectPayment(overrides: Partial<CreateProjectPaymentBody> = {}): CreateProjectPaymentBody {
  return {
    category: 'staff_personnel',
    recipientName: 'Field Team Ltd',
    amountCents: 100_000,
    purposeDescription: 'Salaries for March',
    recipientDetails: { accountNumber: '12345678', bankName: 'First Bank', contactPhone: '+254700000000', employee_id: 'EMP-7' },
    pin: PIN,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

test('project payments: domestic and international are debited amount + 1.5% and wait pending; a missing category field is refused', async () => {
  const a = await fundedRecipient(1_000_000, 13);
  const client = clientFor(a.token);
  const domestic = await client.call(Api.projectPayments.create, { body: projectPayment() });
  const p: ProjectPaymentView = domestic.payment;
  assert.match(p.transactionNumber ?? '', /^PP-\d{8}-\d{5}$/);
  assert.deepEqual([p.status, p.amountCents, p.feeCents, p.totalCents, p.netCents, p.projectPhase], ['pending', 100_000, 1_500, 101_500, 98_500, 'Phase 1']);
  assert.ok(p.expectedCompletionDate);
  const international = await client.call(Api.projectPayments.create, {
    body: projectPayment({
      category: 'contractors_suppliers',
      paymentType: 'international',
      amountCents: 20_000,
      projectPhase: 'Phase 2',
      recipientDetails: {
        accountNumber: 'GB29NWBK60161331926819',
        bankName: 'Barclays',
        contactPhone: '+44 20 0000',
        swiftCode: 'barcgb22',
        bankCountry: 'United Kingdom',
        currency: 'GBP',
        contract_number: 'CN-1',
        company_registration: 'RC-9',
      },
    }),
  });
  assert.equal(international.payment.recipientDetails.swiftCode, 'BARCGB22');
  assert.equal(international.payment.recipientDetails.currency, 'GBP');
  assert.equal(await balanceOf(a.userId), 1_000_000 - 101_500 - 20_300);

  const missing = await client.answer(Api.projectPayments.create, {
    body: projectPayment({
      category: 'professional_services',
      recipientDetails: { accountNumber: '12345678', bankName: 'B', contactPhone: '1', license_number: 'L-1' },
    }),
  });
  assert.deepEqual([missing.status, (missing.body as { message: string }).message], [400, 'Tax ID is required']);
  const several = await client.answer(Api.projectPayments.create, { body: projectPayment({ recipientName: '', purposeDescription: '' }) });
  assert.deepEqual(
    [several.status, (several.body as { message: string }).message],
    [400, `${ProjectPaymentMessages.formErrors}: ${ProjectPaymentMessages.vendorRequired}; ${ProjectPaymentMessages.purposeRequired}`],
  );
  const tooMuch = await client.answer(Api.projectPayments.create, { body: projectPayment({ amountCents: 900_000 }) });
  assert.deepEqual([tooMuch.status, (tooMuch.body as { message: string }).message], [400, ProjectPaymentMessages.insufficient(913_500, 1_000_000 - 121_800)]);
  assert.equal(await balanceOf(a.userId), 1_000_000 - 121_800);

  const history = await client.call(Api.projectPayments.list);
  assert.deepEqual(
    history.filter((x) => x.status !== 'failed').map((x) => x.id),
    [international.payment.id, p.id],
  );
});

test('project payments: the admin completes one (Payment processed and disbursed) and fails one (total returned)', async () => {
  const a = await fundedRecipient(500_000, 13);
  const client = clientFor(a.token);
  const admin = clientFor(a.adminToken);
  const one = (await client.call(Api.projectPayments.create, { body: projectPayment({ amountCents: 100_000 }) })).payment;
  const two = (await client.call(Api.projectPayments.create, { body: projectPayment({ amountCents: 40_000 }) })).payment;
  const done = await admin.call(Api.admin.setProjectPaymentStatus, { params: { id: one.id }, body: { status: 'completed' } });
  assert.deepEqual([done.status, done.processingMessage], ['completed', ProjectPaymentMessages.completed]);
  assert.ok(done.completedAt);
  assert.ok(done.transactionNumber);
  assert.equal(await systemAmountFor('fund:payouts-settled', done.transactionNumber), 98_500, 'the net was paid out');
  const failed = await admin.call(Api.admin.setProjectPaymentStatus, { params: { id: two.id }, body: { status: 'failed' } });
  assert.equal(failed.status, 'failed');
  assert.equal(await balanceOf(a.userId), 500_000 - 101_500, 'the failed payment returned its whole total');
  const list = await admin.call(Api.admin.projectPayments, { query: { status: 'completed' } });
  assert.ok(list.some((x) => x.id === one.id));
  await ledgerInvariants();
});
