import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, ApprovalMessages, FOUR_EYES_DEFAULT_THRESHOLD_CENTS, GrantMessages, type CreateApprovalBody } from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { DEMO_ADMIN, DEMO_ADMIN_2, registerRecipient, tokenFor } from '../support/platform.js';
import { databaseProbe } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals');

const maker = async () => clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
const checker = async () => clientFor(await tokenFor(DEMO_ADMIN_2.username, DEMO_ADMIN_2.password));
const LARGE = FOUR_EYES_DEFAULT_THRESHOLD_CENTS + 1;

const grantRequest = (userId: string, totalCents = 5_000_000): Extract<CreateApprovalBody, { kind: 'grant_award' }> => ({
  kind: 'grant_award',
  userId,
  grant: { title: 'Regional Health Programme', totalCents, startDate: new Date().toISOString().slice(0, 10) },
  idempotencyKey: randomUUID(),
});

async function postingsOf(userId: string): Promise<{ kind: string; actor_id: string; amount: string }[]> {
  const { rows } = await ledger.query(
    `SELECT p.kind, p.actor_id, e.amount_cents::text AS amount FROM postings p JOIN ledger_entries e ON e.posting_id = p.id
      JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1 ORDER BY e.id`,
    [userId],
  );
  return rows;
}

async function ledgerSumsToZero(): Promise<void> {
  const { rows } = await ledger.query<{ total: string; unbalanced: string }>(`
    SELECT (SELECT COALESCE(SUM(balance_cents), 0) FROM ledger_accounts)::text AS total,
           (SELECT COUNT(*) FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id HAVING SUM(amount_cents) <> 0) u)::text AS unbalanced`);
  assert.deepEqual(rows[0], { total: '0', unbalanced: '0' });
}

test('above the threshold an admin cannot award or adjust directly: the request waits for a different admin, and the money moves once at approval', async () => {
  const r = await approvedRecipientWithToken();
  const [admin1, admin2] = await Promise.all([maker(), checker()]);

  const direct = await admin1.answer(Api.admin.awardGrant, {
    params: { id: r.userId },
    body: { title: 'Too large', totalCents: LARGE, startDate: '2026-01-01', idempotencyKey: randomUUID() },
  });
  assert.deepEqual([direct.status, (direct.body as { message: string }).message], [409, ApprovalMessages.required(FOUR_EYES_DEFAULT_THRESHOLD_CENTS)]);
  const directFunds = await admin1.answer(Api.admin.adjustFunds, {
    params: { id: r.userId },
    body: { direction: 'add', amountCents: LARGE, idempotencyKey: randomUUID() },
  });
  assert.equal(directFunds.status, 409);

  const body = grantRequest(r.userId);
  const request = await admin1.call(Api.admin.createApproval, { body });
  assert.equal((await admin1.call(Api.admin.createApproval, { body })).id, request.id, 'a retry with the same key answers the same request');
  assert.equal(request.status, 'pending');
  assert.deepEqual(await postingsOf(r.userId), [], 'nothing moves before approval');

  const queue = await admin2.call(Api.admin.approvals, { query: { status: 'pending' } });
  const listed = queue.requests.find((x) => x.id === request.id);
  assert.equal(queue.thresholdCents, FOUR_EYES_DEFAULT_THRESHOLD_CENTS);
  assert.equal(listed?.recipient?.email, r.email);

  const own = await admin1.answer(Api.admin.approveApproval, { params: { id: request.id } });
  assert.deepEqual([own.status, (own.body as { message: string }).message], [403, ApprovalMessages.ownRequest]);

  // Several approvals at once (double clicks, two tabs): exactly one moves the money.
  const answers = await Promise.all(Array.from({ length: 4 }, () => admin2.answer(Api.admin.approveApproval, { params: { id: request.id } })));
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409]);
  const approved = answers.find((a) => a.status === 200)!.body as { status: string; checkerId: string; transactionNumber: string };
  assert.equal(approved.status, 'approved');
  assert.equal(approved.checkerId, DEMO_ADMIN_2.id);
  assert.ok(approved.transactionNumber);
  assert.deepEqual(await postingsOf(r.userId), [{ kind: 'grant_disbursement', actor_id: DEMO_ADMIN_2.id, amount: '5000000' }]);
  assert.equal((await clientFor(r.token).call(Api.me.dashboard)).grant?.totalCents, 5_000_000);

  const adjustment = await admin2.call(Api.admin.createApproval, {
    body: {
      kind: 'funds_adjustment',
      userId: r.userId,
      adjustment: { direction: 'deduct', amountCents: LARGE, description: 'Clawback' },
      idempotencyKey: randomUUID(),
    },
  });
  await admin1.call(Api.admin.approveApproval, { params: { id: adjustment.id } });
  assert.equal((await clientFor(r.token).call(Api.me.dashboard)).balanceCents, 5_000_000 - LARGE);
  await ledgerSumsToZero();
});

test('a rejection is recorded with its reason and moves nothing; decided requests stay decided; bad requests change nothing', async () => {
  const r = await approvedRecipientWithToken();
  const [admin1, admin2] = await Promise.all([maker(), checker()]);
  const request = await admin1.call(Api.admin.createApproval, { body: grantRequest(r.userId) });

  const noReason = await admin2.answer(Api.admin.rejectApproval, { params: { id: request.id }, body: { reason: '   ' } });
  assert.deepEqual([noReason.status, (noReason.body as { message: string }).message], [400, `reason: ${ApprovalMessages.reasonRequired}`]);
  const rejected = await admin2.call(Api.admin.rejectApproval, { params: { id: request.id }, body: { reason: 'Budget not signed off' } });
  assert.deepEqual([rejected.status, rejected.reason, rejected.checkerId], ['rejected', 'Budget not signed off', DEMO_ADMIN_2.id]);
  const late = await admin2.answer(Api.admin.approveApproval, { params: { id: request.id } });
  assert.deepEqual([late.status, (late.body as { message: string }).message], [409, ApprovalMessages.decided]);
  assert.deepEqual(await postingsOf(r.userId), []);

  const body = grantRequest(r.userId, 2_000_000);
  await admin1.call(Api.admin.createApproval, { body });
  const reused = await admin1.answer(Api.admin.createApproval, { body: { ...body, grant: { ...body.grant, totalCents: 3_000_000 } } });
  assert.equal(reused.status, 409, 'one key cannot ask for two different moves');
  const pending = await registerRecipient();
  const notApproved = await admin1.answer(Api.admin.createApproval, { body: grantRequest(pending.userId) });
  assert.deepEqual([notApproved.status, (notApproved.body as { message: string }).message], [409, GrantMessages.notApproved]);
  const badKind = await admin1.answer(Api.admin.createApproval, { body: { ...grantRequest(r.userId), kind: 'loan' } as never });
  assert.equal(badKind.status, 400);
  const byRecipient = await clientFor(r.token).answer(Api.admin.approvals);
  assert.equal(byRecipient.status, 403);
  const unknown = await admin2.answer(Api.admin.approveApproval, { params: { id: randomUUID() } });
  assert.equal(unknown.status, 404);
});
