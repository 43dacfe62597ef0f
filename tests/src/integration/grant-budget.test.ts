import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, BUDGET_LINE_EXCEEDED, BudgetMessages, quoteProjectPayment, type BudgetLine, type GrantBudgetView } from '@portal/contracts';
import { clientFor, type BodyOf } from '../support/client.js';
import { databaseProbe, withDatabase } from '../support/databases.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { DEMO_ADMIN, tokenFor } from '../support/platform.js';
import { BANK_DETAILS, PIN, fundedRecipient } from '../support/money.js';

const ledger = databaseProbe('ledger-withdrawals');

/** $10,000: equipment $2,000, services $3,000, other $5,000. */
const TOTAL = 1_000_000;
const LINES = { equipment: 200_000, services: 300_000, other: 500_000 } as const;

async function budgetedRecipient(mode: 'block' | 'warn') {
  const r = await fundedRecipient(TOTAL, 0);
  const staff = clientFor(r.adminToken);
  await staff.call(Api.admin.setGrantBudget, { params: { id: r.userId }, body: { lines: LINES, mode } });
  return { ...r, me: clientFor(r.token), staff };
}

function projectPayment(token: string, amountCents: number, extra: Partial<BodyOf<typeof Api.projectPayments.create>> = {}) {
  return clientFor(token).answer(Api.projectPayments.create, {
    body: {
      category: 'equipment_assets',
      recipientName: 'Field Tools Ltd',
      amountCents,
      purposeDescription: 'Water pumps',
      recipientDetails: {
        accountNumber: '12345678',
        bankName: 'First Bank',
        contactPhone: '+254700000000',
        contract_number: 'C-1',
        license_number: 'LIC-1',
        tax_id: 'TAX-1',
        company_registration: 'REG-1',
      },
      pin: PIN,
      idempotencyKey: randomUUID(),
      ...extra,
    },
  });
}

const lineOf = (budget: GrantBudgetView | null, line: BudgetLine) => {
  const found = budget?.lines.find((l) => l.line === line);
  assert.ok(found, `line ${line}`);
  return found;
};

/** What left the recipient's account in payments counted against a budget line, net of returns (from the ledger's entries). */
async function ledgerOutflow(userId: string): Promise<number> {
  const { rows } = await ledger.query<{ out: string }>(
    `SELECT COALESCE(-SUM(e.amount_cents), 0)::text AS out FROM ledger_entries e JOIN postings p ON p.id = e.posting_id
       JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1 AND p.budget_line IS NOT NULL`,
    [userId],
  );
  return Number(rows[0]!.out);
}

test('under a blocking budget a payment over its line is refused with the line in the message and moves nothing', async () => {
  const { me, token } = await budgetedRecipient('block');
  const first = await projectPayment(token, 150_000);
  assert.equal(first.status, 201, JSON.stringify(first.body));
  const paid = quoteProjectPayment(150_000).totalCents;
  const before = (await me.call(Api.me.dashboard)).balanceCents;

  const over = await projectPayment(token, 50_000);
  const needed = quoteProjectPayment(50_000).totalCents;
  assert.deepEqual(
    [over.status, over.body.code, over.body.message],
    [400, BUDGET_LINE_EXCEEDED, BudgetMessages.lineExceeded('equipment', needed, 200_000 - paid)],
  );
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, before);
  const equipment = lineOf(await me.call(Api.grantBudget.budget), 'equipment');
  assert.deepEqual([equipment.committedCents, equipment.remainingCents, equipment.flaggedCount], [paid, 200_000 - paid, 0]);

  // The same payment counted against another line (the recipient's choice) fits; a withdrawal over its line is refused too.
  assert.equal((await projectPayment(token, 50_000, { budgetLine: 'other' })).status, 201);
  const withdrawal = await me.answer(Api.withdrawals.create, {
    body: { amountCents: 10_000, method: 'bank_transfer', methodDetails: BANK_DETAILS, pin: PIN, idempotencyKey: randomUUID(), budgetLine: 'travel' },
  });
  assert.deepEqual([withdrawal.status, withdrawal.body.code], [400, BUDGET_LINE_EXCEEDED]);
});

test('under a warning budget a payment over its line goes through and is flagged', async () => {
  const { me, token } = await budgetedRecipient('warn');
  const over = await projectPayment(token, 250_000);
  assert.equal(over.status, 201, JSON.stringify(over.body));
  const equipment = lineOf(await me.call(Api.grantBudget.budget), 'equipment');
  const paid = quoteProjectPayment(250_000).totalCents;
  assert.deepEqual([equipment.committedCents, equipment.remainingCents, equipment.flaggedCount], [paid, 200_000 - paid, 1]);
});

test('spent, committed and remaining match the ledger after a completed, a pending and a refunded payment', async () => {
  const { me, staff, userId, token } = await budgetedRecipient('block');
  const completed = await me.call(Api.withdrawals.create, {
    body: { amountCents: 40_000, method: 'bank_transfer', methodDetails: BANK_DETAILS, pin: PIN, idempotencyKey: randomUUID(), budgetLine: 'services' },
  });
  await staff.call(Api.admin.setWithdrawalStatus, { params: { id: completed.withdrawal.id }, body: { status: 'completed' } });
  assert.equal((await projectPayment(token, 60_000)).status, 201);
  const refunded = (await projectPayment(token, 30_000, { category: 'professional_services' })).body;
  await staff.call(Api.admin.setProjectPaymentStatus, { params: { id: refunded.payment.id }, body: { status: 'failed', message: 'Bank refused' } });
  // Deciding it again changes nothing: the amount is released once.
  await staff.answer(Api.admin.setProjectPaymentStatus, { params: { id: refunded.payment.id }, body: { status: 'failed' } });
  // The return names the payment it releases, and the database takes no second return of it.
  const { rows: returns } = await ledger.query<{ id: string; budget_of: string; line: string }>(
    `SELECT r.id, r.budget_of, r.budget_line AS line FROM postings r JOIN postings o ON o.id = r.budget_of
      WHERE r.kind = 'project_payment_returned' AND o.reference = $1`,
    [refunded.payment.transactionNumber],
  );
  assert.deepEqual(
    returns.map((r) => r.line),
    ['services'],
  );
  await assert.rejects(
    withDatabase(
      'ledger-withdrawals',
      (db) =>
        db.query(
          `INSERT INTO postings (id, kind, idempotency_key, fingerprint, description, budget_of) VALUES (gen_random_uuid(), 'project_payment_returned', $1, 'x', 'x', $2)`,
          [randomUUID(), returns[0]!.budget_of],
        ),
      { writable: true },
    ),
    /postings_budget_of_kind_key/,
  );

  const budget = await me.call(Api.grantBudget.budget);
  const services = lineOf(budget, 'services');
  const equipment = lineOf(budget, 'equipment');
  const pendingPaid = quoteProjectPayment(60_000).totalCents;
  assert.deepEqual([services.spentCents, services.committedCents, services.remainingCents], [40_000, 0, 300_000 - 40_000]);
  assert.deepEqual([equipment.spentCents, equipment.committedCents, equipment.remainingCents], [0, pendingPaid, 200_000 - pendingPaid]);
  const counted = budget!.lines.reduce((s, l) => s + l.spentCents + l.committedCents, 0);
  assert.equal(counted, await ledgerOutflow(userId));
  assert.equal(counted, TOTAL - (await me.call(Api.me.dashboard)).balanceCents);
});

test('an approved reallocation moves the current budget and keeps the original; a recipient cannot see or change another budget', async () => {
  const a = await budgetedRecipient('block');
  const b = await fundedRecipient(TOTAL, 0);
  const asked = await a.me.call(Api.grantBudget.requestReallocation, {
    body: { fromLine: 'other', toLine: 'equipment', amountCents: 100_000, reason: 'Second pump' },
  });
  assert.equal(asked.status, 'pending');
  const same = await a.me.answer(Api.grantBudget.requestReallocation, { body: { fromLine: 'other', toLine: 'other', amountCents: 1, reason: 'x' } });
  assert.equal(same.status, 400);

  // Another recipient sees only their own (budgetless) grant and none of A's requests, and has no admin power over A's.
  const bBudget = await clientFor(b.token).call(Api.grantBudget.budget);
  assert.deepEqual([bBudget?.budgetSet, bBudget?.reallocations], [false, []]);
  const bClient = clientFor(b.token);
  assert.equal((await bClient.answer(Api.admin.grantBudget, { params: { id: a.userId } })).status, 403);
  assert.equal((await bClient.answer(Api.admin.approveReallocation, { params: { id: asked.id } })).status, 403);
  assert.equal((await bClient.answer(Api.admin.setGrantBudget, { params: { id: a.userId }, body: { lines: { other: TOTAL }, mode: 'warn' } })).status, 403);

  const approved = await a.staff.call(Api.admin.approveReallocation, { params: { id: asked.id } });
  assert.equal(approved.status, 'approved');
  const again = await a.staff.answer(Api.admin.approveReallocation, { params: { id: asked.id } });
  assert.deepEqual([again.status, again.body.message], [409, BudgetMessages.reallocationDecided]);

  const budget = await a.staff.call(Api.admin.grantBudget, { params: { id: a.userId } });
  const pick = (line: BudgetLine) => [lineOf(budget, line).originalCents, lineOf(budget, line).budgetCents];
  assert.deepEqual(pick('equipment'), [200_000, 300_000]);
  assert.deepEqual(pick('other'), [500_000, 400_000]);
  assert.deepEqual(
    budget!.reallocations.map((r) => [r.fromLine, r.toLine, r.amountCents, r.status]),
    [['other', 'equipment', 100_000, 'approved']],
  );

  // A rejection needs a comment; a budget that does not add up to the award is refused.
  const second = await a.me.call(Api.grantBudget.requestReallocation, { body: { fromLine: 'services', toLine: 'travel', amountCents: 5_000, reason: 'Trip' } });
  assert.equal((await a.staff.answer(Api.admin.rejectReallocation, { params: { id: second.id }, body: { comment: ' ' } })).status, 400);
  assert.equal((await a.staff.call(Api.admin.rejectReallocation, { params: { id: second.id }, body: { comment: 'Not in the plan' } })).status, 'rejected');
  const wrong = await a.staff.answer(Api.admin.setGrantBudget, { params: { id: a.userId }, body: { lines: { other: TOTAL - 1 }, mode: 'warn' } });
  assert.deepEqual([wrong.status, wrong.body.message], [400, BudgetMessages.linesMustSumToTotal(TOTAL)]);

  // The CSV export: one row per line, decimal amounts.
  const csv = await fetch(`${process.env.TEST_GATEWAY_URL ?? 'http://localhost:3100'}/api/admin/users/${a.userId}/grant/budget/export.csv`, {
    headers: { authorization: `Bearer ${a.adminToken}` },
  });
  assert.equal(csv.status, 200);
  const rows = (await csv.text()).trimEnd().split('\r\n');
  assert.equal(rows.length, 6);
  assert.match(
    rows.find((r) => r.includes(',equipment,'))!,
    /,equipment,2000\.00,3000\.00,0\.00,0\.00,3000\.00,0,block$/,
  );
});

test('an award can carry its budget; one whose lines do not add up to the total is refused and awards nothing', async () => {
  const r = await approvedRecipientWithToken();
  const staff = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  const award = (lines: Partial<Record<BudgetLine, number>>) =>
    staff.answer(Api.admin.awardGrant, {
      params: { id: r.userId },
      body: {
        title: 'Clinic Fund',
        totalCents: 500_000,
        startDate: new Date().toISOString().slice(0, 10),
        idempotencyKey: randomUUID(),
        budget: { lines, mode: 'block' },
      },
    });
  const refused = await award({ personnel: 300_000, travel: 199_999 });
  assert.deepEqual([refused.status, refused.body.message], [400, BudgetMessages.linesMustSumToTotal(500_000)]);
  assert.equal(await clientFor(r.token).call(Api.grantBudget.budget), null);

  assert.equal((await award({ personnel: 300_000, travel: 200_000 })).status, 201);
  const budget = await clientFor(r.token).call(Api.grantBudget.budget);
  assert.deepEqual(
    [budget?.budgetSet, budget?.mode, lineOf(budget, 'personnel').originalCents, lineOf(budget, 'travel').remainingCents, lineOf(budget, 'other').budgetCents],
    [true, 'block', 300_000, 200_000, 0],
  );
});
