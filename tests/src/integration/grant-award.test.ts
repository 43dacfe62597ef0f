import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, GrantMessages, type AwardGrantBody } from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { PIN, withdraw } from '../support/money.js';
import { DEMO_ADMIN, registerRecipient, tokenFor } from '../support/platform.js';
import { databaseProbe } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals');

const award = (overrides: Partial<AwardGrantBody> = {}): AwardGrantBody => ({
  title: 'Community Water Project',
  totalCents: 900_000,
  startDate: new Date().toISOString().slice(0, 10),
  idempotencyKey: randomUUID(),
  ...overrides,
});

async function admin() {
  return clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
}

async function ledgerTotals() {
  const { rows } = await ledger.query<{ total: string; unbalanced: string }>(`
    SELECT (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts)::text AS total,
           (SELECT COUNT(*) FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0) u)::text AS unbalanced`);
  return rows[0]!;
}

test('an admin awards a grant to an approved recipient: one balanced posting from the fund, visible on the dashboard, and the recipient can withdraw within the quarter', async () => {
  const r = await approvedRecipientWithToken();
  const staff = await admin();
  const grant = await staff.call(Api.admin.awardGrant, { params: { id: r.userId }, body: award() });
  assert.deepEqual([grant.title, grant.totalCents, grant.currentBalanceCents], ['Community Water Project', 900_000, 900_000]);

  const dashboard = await clientFor(r.token).call(Api.me.dashboard);
  assert.equal(dashboard.balanceCents, 900_000);
  assert.equal(dashboard.grant?.title, 'Community Water Project');

  const { rows } = await ledger.query(
    `SELECT p.kind, p.actor_id, e.amount_cents::text AS amount FROM postings p JOIN ledger_entries e ON e.posting_id = p.id
      JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1`,
    [r.userId],
  );
  assert.deepEqual(rows, [{ kind: 'grant_disbursement', actor_id: DEMO_ADMIN.id, amount: '900000' }]);
  assert.deepEqual(await ledgerTotals(), { total: '0', unbalanced: '0' });

  // With KYC approved and a PIN, the new recipient can withdraw within the first quarter's 33.33%.
  assert.equal((await uploadKyc(r.token, 'aml.pdf', pdfBytes())).status, 201);
  await staff.call(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'approved' } });
  await clientFor(r.token).call(Api.pin.set, { body: { pin: PIN, confirmPin: PIN } });
  const limits = await clientFor(r.token).call(Api.withdrawals.limits);
  assert.equal(limits?.currentQuarterLimit, 299_970);
  assert.equal((await withdraw(r.token, 50_000)).status, 201);
  assert.equal((await withdraw(r.token, 300_000)).status, 400);
});

test('one grant per recipient: a second award is refused, a retry with the same key answers the first, concurrent awards move money once', async () => {
  const r = await approvedRecipientWithToken();
  const staff = await admin();
  const first = award();
  const [a, b] = [
    await staff.answer(Api.admin.awardGrant, { params: { id: r.userId }, body: first }),
    await staff.answer(Api.admin.awardGrant, { params: { id: r.userId }, body: first }),
  ];
  assert.deepEqual([a.status, b.status], [201, 201]);
  assert.deepEqual(a.body, b.body);
  const second = await staff.answer(Api.admin.awardGrant, { params: { id: r.userId }, body: award({ totalCents: 100 }) });
  assert.deepEqual([second.status, (second.body as { message: string }).message], [409, GrantMessages.alreadyAwarded]);

  const other = await approvedRecipientWithToken();
  const racing = await Promise.all(Array.from({ length: 6 }, () => staff.answer(Api.admin.awardGrant, { params: { id: other.userId }, body: award() })));
  assert.deepEqual(racing.map((x) => x.status).sort(), [201, 409, 409, 409, 409, 409]);
  assert.equal((await clientFor(other.token).call(Api.me.dashboard)).balanceCents, 900_000);
  assert.deepEqual(await ledgerTotals(), { total: '0', unbalanced: '0' });
});

test('awards are refused for pending recipients, bad input and non-admins, and change nothing', async () => {
  const staff = await admin();
  const pending = await registerRecipient();
  const refused = await staff.answer(Api.admin.awardGrant, { params: { id: pending.userId }, body: award() });
  assert.deepEqual([refused.status, (refused.body as { message: string }).message], [409, GrantMessages.notApproved]);

  const r = await approvedRecipientWithToken();
  for (const [body, message] of [
    [award({ title: '  ' }), `title: ${GrantMessages.titleRequired}`],
    [award({ totalCents: 0 }), `totalCents: ${GrantMessages.validAmount}`],
    [award({ startDate: '2026-02-30' }), `startDate: ${GrantMessages.validStartDate}`],
  ] as const) {
    const answer = await staff.answer(Api.admin.awardGrant, { params: { id: r.userId }, body });
    assert.deepEqual([answer.status, (answer.body as { message: string }).message], [400, message]);
  }
  const byRecipient = await clientFor(r.token).answer(Api.admin.awardGrant, { params: { id: r.userId }, body: award() });
  assert.equal(byRecipient.status, 403);
  const unknown = await staff.answer(Api.admin.awardGrant, { params: { id: randomUUID() }, body: award() });
  assert.equal(unknown.status, 404);
  assert.equal((await clientFor(r.token).call(Api.me.dashboard)).balanceCents, 0);
});
