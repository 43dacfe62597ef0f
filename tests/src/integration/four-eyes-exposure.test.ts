// Four-eyes by exposure: an admin's direct moves are summed per admin and recipient and per recipient over a
// rolling window, so a large amount cannot be moved in slices; admins' idempotency keys live in their own
// namespace; money is credited or awarded only to a recipient who may still sign in.
// Each test uses recipients of its own, so the demo admins' sums for them start at zero.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  Api,
  ApprovalMessages,
  FOUR_EYES_DEFAULT_THRESHOLD_CENTS,
  IdempotencyKeyMessages,
  RecipientStandingMessages,
  adminPostingKey,
  type ApiClient,
} from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { DEMO_ADMIN, DEMO_ADMIN_2, setAccountStatus, tokenFor } from '../support/platform.js';
import { databaseProbe } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals', { writable: true });

const LIMIT = FOUR_EYES_DEFAULT_THRESHOLD_CENTS;
const admin1 = async () => clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
const admin2 = async () => clientFor(await tokenFor(DEMO_ADMIN_2.username, DEMO_ADMIN_2.password));

function adjust(admin: ApiClient, userId: string, direction: 'add' | 'deduct', amountCents: number, idempotencyKey: string = randomUUID()) {
  return admin.answer(Api.admin.adjustFunds, { params: { id: userId }, body: { direction, amountCents, idempotencyKey } });
}

const messageOf = (answer: { body: unknown }) => (answer.body as { message?: string }).message;

async function balanceOf(userId: string): Promise<number> {
  const { rows } = await ledger.query<{ balance: string }>('SELECT balance_cents::text AS balance FROM ledger_accounts WHERE user_id = $1', [userId]);
  return Number(rows[0]?.balance ?? 0);
}

test('slices: one admin sending $10,000.00 three times to one recipient gets the second and third refused like one large amount; a replay still answers', async () => {
  const r = await approvedRecipientWithToken();
  const admin = await admin1();
  const firstKey = randomUUID();
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await adjust(admin, r.userId, 'add', LIMIT, i === 0 ? firstKey : undefined));
  assert.deepEqual(
    answers.map((a) => [a.status, a.status === 201 ? null : messageOf(a)]),
    [
      [201, null],
      [409, ApprovalMessages.required(LIMIT)],
      [409, ApprovalMessages.required(LIMIT)],
    ],
  );
  assert.equal(await balanceOf(r.userId), LIMIT);
  // Deductions count for what the admin moved (by absolute value): even a cent back is over the limit now.
  assert.equal((await adjust(admin, r.userId, 'deduct', 1)).status, 409);
  // A retry of the accepted request is a replay, not a new move: it answers and moves nothing.
  const replay = await adjust(admin, r.userId, 'add', LIMIT, firstKey);
  assert.deepEqual([replay.status, (replay.body as { replayed: boolean }).replayed], [201, true]);
  // The way on is an approval request, which a second admin approves.
  const request = await admin.call(Api.admin.createApproval, {
    body: { kind: 'funds_adjustment', userId: r.userId, adjustment: { direction: 'add', amountCents: LIMIT }, idempotencyKey: randomUUID() },
  });
  assert.equal((await (await admin2()).call(Api.admin.approveApproval, { params: { id: request.id } })).status, 'approved');
  assert.equal(await balanceOf(r.userId), 2 * LIMIT);

  // What a recipient received through an approval counts in its sum (not in what either admin moved directly):
  // no direct credit from anyone within the window, while a direct deduction stays possible.
  const approvedOnly = await approvedRecipientWithToken();
  const large = await admin.call(Api.admin.createApproval, {
    body: { kind: 'funds_adjustment', userId: approvedOnly.userId, adjustment: { direction: 'add', amountCents: LIMIT + 1 }, idempotencyKey: randomUUID() },
  });
  await (await admin2()).call(Api.admin.approveApproval, { params: { id: large.id } });
  assert.equal((await adjust(admin, approvedOnly.userId, 'add', 1)).status, 409);
  assert.equal((await adjust(await admin2(), approvedOnly.userId, 'add', 1)).status, 409);
  assert.equal((await adjust(admin, approvedOnly.userId, 'deduct', 1)).status, 201);
});

test('several admins: what one recipient receives from all admins is limited too, and a grant award counts', async () => {
  const r = await approvedRecipientWithToken();
  const [a1, a2] = await Promise.all([admin1(), admin2()]);
  assert.equal((await adjust(a1, r.userId, 'add', 600_000)).status, 201);
  const second = await adjust(a2, r.userId, 'add', 600_000);
  assert.deepEqual([second.status, messageOf(second)], [409, ApprovalMessages.required(LIMIT)]);
  assert.equal((await adjust(a2, r.userId, 'add', 400_000)).status, 201, 'exactly up to the limit');
  // Taking money back is not receiving: the second admin may deduct (it counts for what that admin moved).
  assert.equal((await adjust(a2, r.userId, 'deduct', 500_000)).status, 201);
  assert.equal(await balanceOf(r.userId), 500_000);

  const other = await approvedRecipientWithToken();
  const award = await a1.answer(Api.admin.awardGrant, {
    params: { id: other.userId },
    body: { title: 'Slices fund', totalCents: 900_000, startDate: '2026-01-01', idempotencyKey: randomUUID() },
  });
  assert.equal(award.status, 201, JSON.stringify(award.body));
  const after = await adjust(a2, other.userId, 'add', 100_001);
  assert.deepEqual([after.status, messageOf(after)], [409, ApprovalMessages.required(LIMIT)]);
});

test('parallel direct moves to one recipient cannot together slip past the limit (adjustments and an award racing)', async () => {
  const r = await approvedRecipientWithToken();
  const [a1, a2] = await Promise.all([admin1(), admin2()]);
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => adjust(i % 2 ? a2 : a1, r.userId, 'add', 300_000)));
  const statuses = answers.map((a) => a.status).sort();
  assert.deepEqual(statuses, [201, 201, 201, 409, 409, 409, 409, 409], JSON.stringify(answers.map((a) => a.body)));
  assert.equal(await balanceOf(r.userId), 900_000);

  // The award goes through another path (its own transaction): it takes the same lock and sees the same sums.
  const other = await approvedRecipientWithToken();
  const racing = await Promise.all([
    a1.answer(Api.admin.awardGrant, {
      params: { id: other.userId },
      body: { title: 'Racing fund', totalCents: 700_000, startDate: '2026-01-01', idempotencyKey: randomUUID() },
    }),
    ...Array.from({ length: 4 }, () => adjust(a2, other.userId, 'add', 300_000)),
  ]);
  assert.ok(
    racing.every((a) => a.status === 201 || a.status === 409),
    JSON.stringify(racing.map((a) => a.body)),
  );
  const balance = await balanceOf(other.userId);
  assert.ok(balance <= LIMIT && balance >= 700_000, `received ${balance}`);
});

test('the window: moves older than the configured hours no longer count', async () => {
  const r = await approvedRecipientWithToken();
  const admin = await admin1();
  assert.equal((await adjust(admin, r.userId, 'add', LIMIT)).status, 201);
  assert.equal((await adjust(admin, r.userId, 'add', 1)).status, 409);
  // The test platform keeps the default window (24 h): the recipient's sums are moved back 24 h and 2 minutes.
  await ledger.query(
    `UPDATE four_eyes_exposure SET minute = minute - interval '24 hours 2 minutes' WHERE account_id = (SELECT id FROM ledger_accounts WHERE user_id = $1)`,
    [r.userId],
  );
  assert.equal((await adjust(admin, r.userId, 'add', LIMIT)).status, 201);
  assert.equal(await balanceOf(r.userId), 2 * LIMIT);
});

test("idempotency keys: a client key with ':' is refused (an approval's key cannot be taken), and each admin's keys are their own", async () => {
  const r = await approvedRecipientWithToken();
  const [a1, a2] = await Promise.all([admin1(), admin2()]);
  const request = await a1.call(Api.admin.createApproval, {
    body: { kind: 'funds_adjustment', userId: r.userId, adjustment: { direction: 'add', amountCents: LIMIT + 1 }, idempotencyKey: randomUUID() },
  });
  const squatting = await adjust(a2, r.userId, 'add', 100, `approval:${request.id}`);
  assert.deepEqual([squatting.status, messageOf(squatting)], [400, `idempotencyKey: ${IdempotencyKeyMessages.noColon}`]);
  const approved = await a2.call(Api.admin.approveApproval, { params: { id: request.id } });
  assert.equal(approved.status, 'approved');
  assert.equal(await balanceOf(r.userId), LIMIT + 1);

  const other = await approvedRecipientWithToken();
  const shared = randomUUID();
  const first = await adjust(a1, other.userId, 'add', 2_500, shared);
  const second = await adjust(a2, other.userId, 'add', 2_500, shared);
  assert.deepEqual([first.status, second.status], [201, 201]);
  const [t1, t2] = [first.body, second.body] as { replayed: boolean; transaction: { id: string } }[];
  assert.deepEqual([t1.replayed, t2.replayed], [false, false], 'two admins, two postings');
  assert.notEqual(t1.transaction.id, t2.transaction.id);
  const again = await adjust(a1, other.userId, 'add', 2_500, shared);
  assert.deepEqual([again.status, (again.body as { replayed: boolean }).replayed], [201, true], 'the same admin replays');
  assert.equal(await balanceOf(other.userId), 5_000);
  const { rows } = await ledger.query<{ key: string }>('SELECT idempotency_key AS key FROM postings WHERE idempotency_key = ANY($1) ORDER BY 1', [
    [shared, adminPostingKey(DEMO_ADMIN.id, shared), adminPostingKey(DEMO_ADMIN_2.id, shared)],
  ]);
  assert.deepEqual(rows.map((x) => x.key).sort(), [adminPostingKey(DEMO_ADMIN.id, shared), adminPostingKey(DEMO_ADMIN_2.id, shared)].sort());
});

test('a blocked recipient: no credit, award or approval of either (nothing moves), while money can still be taken back', async () => {
  const [a1, a2] = await Promise.all([admin1(), admin2()]);
  const r = await approvedRecipientWithToken();
  const award = await a1.call(Api.admin.createApproval, {
    body: {
      kind: 'grant_award',
      userId: r.userId,
      grant: { title: 'Blocked fund', totalCents: LIMIT + 1, startDate: '2026-01-01' },
      idempotencyKey: randomUUID(),
    },
  });
  assert.equal((await adjust(a1, r.userId, 'add', 5_000)).status, 201);
  const deactivated = await a1.answer(Api.adminUsers.setActive, { params: { id: r.userId }, body: { active: false } });
  assert.equal(deactivated.status, 201, JSON.stringify(deactivated.body));
  const refused = await a2.answer(Api.admin.approveApproval, { params: { id: award.id } });
  assert.deepEqual([refused.status, messageOf(refused)], [409, RecipientStandingMessages.creditRefused]);
  assert.equal(await balanceOf(r.userId), 5_000, 'nothing moved');
  const { rows } = await ledger.query<{ status: string }>('SELECT status FROM approval_requests WHERE id = $1', [award.id]);
  assert.equal(rows[0]?.status, 'pending', 'the request waits (it may be approved once the account is active again, or rejected)');
  // Taking money back from a deactivated account is allowed.
  assert.equal((await adjust(a1, r.userId, 'deduct', 1_000)).status, 201);

  const suspended = await approvedRecipientWithToken();
  assert.equal((await adjust(a1, suspended.userId, 'add', 3_000)).status, 201);
  await setAccountStatus(suspended.userId, 'rejected');
  const credit = await adjust(a1, suspended.userId, 'add', 1_000);
  assert.deepEqual([credit.status, messageOf(credit)], [409, RecipientStandingMessages.creditRefused]);
  const grant = await a1.answer(Api.admin.awardGrant, {
    params: { id: suspended.userId },
    body: { title: 'Suspended fund', totalCents: 1_000, startDate: '2026-01-01', idempotencyKey: randomUUID() },
  });
  assert.equal(grant.status, 409);
  assert.equal((await adjust(a1, suspended.userId, 'deduct', 3_000)).status, 201);
  assert.equal(await balanceOf(suspended.userId), 0);
});
