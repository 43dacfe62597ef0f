import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, GrantScheduleMessages, type AwardGrantBody, type GrantScheduleInput } from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { PIN, withdraw } from '../support/money.js';
import { DEMO_ADMIN, DEMO_ADMIN_2, tokenFor } from '../support/platform.js';
import { databaseProbe, withDatabase } from '../support/databases.js';

const ledger = databaseProbe('ledger-withdrawals');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** $9,000 in three tranches: $3,000 at award, $3,000 on milestone 1's report, $3,000 on milestone 2's (optionally with a spend rule). */
function scheduledAward(schedule: Partial<GrantScheduleInput> = {}, totalCents = 900_000): AwardGrantBody {
  return {
    title: 'River Restoration',
    totalCents,
    startDate: day(0),
    idempotencyKey: randomUUID(),
    schedule: {
      milestones: [
        { title: 'Survey done', dueDate: day(20) },
        { title: 'Planting done', dueDate: day(-3) },
      ],
      tranches: [
        { amountCents: 300_000, plannedDate: day(0), releaseAtAward: true },
        { amountCents: 300_000, plannedDate: day(30), milestone: 0 },
        { amountCents: 300_000, plannedDate: day(60), milestone: 1 },
      ],
      ...schedule,
    },
  };
}

const admin = async () => clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
const admin2 = async () => clientFor(await tokenFor(DEMO_ADMIN_2.username, DEMO_ADMIN_2.password));

async function awardedRecipient(body = scheduledAward()) {
  const r = await approvedRecipientWithToken();
  const staff = await admin();
  await staff.call(Api.admin.awardGrant, { params: { id: r.userId }, body });
  const me = clientFor(r.token);
  const grant = await me.call(Api.grant.mine);
  assert.ok(grant);
  return { ...r, me, staff, grant };
}

/** Every posting of the recipient's account with the sum of all its lines (0 when balanced). */
async function postingsOf(userId: string) {
  const { rows } = await ledger.query<{ key: string; amount: string; balanced: boolean }>(
    `SELECT p.idempotency_key AS key, e.amount_cents::text AS amount,
            (SELECT SUM(x.amount_cents) = 0 FROM ledger_entries x WHERE x.posting_id = p.id) AS balanced
       FROM postings p JOIN ledger_entries e ON e.posting_id = p.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 ORDER BY e.id`,
    [userId],
  );
  return rows;
}

test('an award with a schedule pays only its first tranche; the rest are scheduled against their milestones', async () => {
  const { me, userId, grant } = await awardedRecipient();
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, 300_000);
  assert.deepEqual(
    grant.tranches.map((t) => [t.number, t.amountCents, t.status]),
    [
      [1, 300_000, 'released'],
      [2, 300_000, 'scheduled'],
      [3, 300_000, 'scheduled'],
    ],
  );
  assert.deepEqual([grant.totalCents, grant.releasedCents], [900_000, 300_000]);
  // The earliest milestone still waiting for a report, overdue since its date has passed.
  assert.deepEqual(grant.nextReportDue && [grant.nextReportDue.title, grant.nextReportDue.overdue], ['Survey done', false]);
  assert.equal((await postingsOf(userId)).length, 1);

  // A milestone's tranche waits for the approved report: an admin's release is refused before.
  const staff = await admin();
  const early = await staff.answer(Api.admin.releaseGrantTranche, { params: { id: grant.tranches[1]!.id } });
  assert.deepEqual([early.status, early.body.message], [409, GrantScheduleMessages.conditionNotMet]);
});

test('an award without a schedule is one tranche of the whole total, released at award', async () => {
  const r = await approvedRecipientWithToken();
  const body = scheduledAward();
  delete body.schedule;
  await (await admin()).call(Api.admin.awardGrant, { params: { id: r.userId }, body });
  const grant = await clientFor(r.token).call(Api.grant.mine);
  assert.deepEqual(
    grant?.tranches.map((t) => [t.amountCents, t.status]),
    [[900_000, 'released']],
  );
  assert.deepEqual([grant?.releasedCents, grant?.milestones, grant?.nextReportDue], [900_000, [], null]);
});

test('a schedule beyond the award total is refused and writes nothing; the table refuses releases beyond the total', async () => {
  const r = await approvedRecipientWithToken();
  const staff = await admin();
  const over = scheduledAward({}, 899_999);
  const refused = await staff.answer(Api.admin.awardGrant, { params: { id: r.userId }, body: over });
  assert.deepEqual([refused.status, refused.body.message], [400, GrantScheduleMessages.scheduleExceedsTotal]);
  assert.equal(await clientFor(r.token).call(Api.grant.mine), null);
  assert.equal((await clientFor(r.token).call(Api.me.dashboard)).balanceCents, 0);

  const { grant } = await awardedRecipient();
  await assert.rejects(
    withDatabase('ledger-withdrawals', (db) => db.query('UPDATE grants SET released_cents = total_cents + 1 WHERE id = $1', [grant.grantId]), {
      writable: true,
    }),
    /grants_released_within_total/,
  );
});

test('two admins approving the same report at once release its tranche once: one balanced posting, in the balance once', async () => {
  const { me, userId, grant } = await awardedRecipient();
  const milestone = grant.milestones[0]!;
  const report = await me.call(Api.grant.submitReport, {
    params: { id: milestone.id },
    body: { narrative: 'Survey of 12 km done', figures: [{ label: 'km', value: 12 }] },
  });
  const [a, b] = [await admin(), await admin2()];
  const answers = await Promise.all([a, b, a, b].map((staff) => staff.answer(Api.admin.approveGrantReport, { params: { id: report.id } })));
  assert.deepEqual(answers.map((x) => x.status).sort(), [200, 409, 409, 409]);
  const winner = answers.find((x) => x.status === 200)!.body;
  assert.equal(winner.released?.id, grant.tranches[1]!.id);
  assert.ok(answers.filter((x) => x.status === 409).every((x) => x.body.message === GrantScheduleMessages.reportDecided));

  assert.equal((await me.call(Api.me.dashboard)).balanceCents, 600_000);
  const postings = await postingsOf(userId);
  const release = postings.filter((p) => p.key === `tranche:${grant.tranches[1]!.id}`);
  assert.deepEqual(release, [{ key: `tranche:${grant.tranches[1]!.id}`, amount: '300000', balanced: true }]);
  assert.ok(postings.every((p) => p.balanced));
  const after = await me.call(Api.grant.mine);
  assert.deepEqual(
    after?.tranches.map((t) => t.status),
    ['released', 'released', 'scheduled'],
  );
  assert.equal(after?.releasedCents, 600_000);

  // A released tranche is never released again.
  const again = await a.answer(Api.admin.releaseGrantTranche, { params: { id: grant.tranches[1]!.id } });
  assert.deepEqual([again.status, again.body.message], [409, GrantScheduleMessages.alreadyReleased]);
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, 600_000);
});

test('changes requested, revised, approved: every version and decision is kept, and only a report awaiting changes can be revised', async () => {
  const { me, grant } = await awardedRecipient();
  const staff = await admin();
  const milestone = grant.milestones[1]!;
  const first = await me.call(Api.grant.submitReport, { params: { id: milestone.id }, body: { narrative: 'Planted 400 trees' } });
  const twice = await me.answer(Api.grant.submitReport, { params: { id: milestone.id }, body: { narrative: 'Again' } });
  assert.deepEqual([twice.status, twice.body.message], [409, GrantScheduleMessages.reportExists]);

  const overdue = await staff.call(Api.admin.grantReports, { query: { filter: 'submitted' } });
  assert.ok(overdue.some((item) => item.report?.id === first.id && item.overdue));

  const noComment = await staff.answer(Api.admin.requestGrantReportChanges, { params: { id: first.id }, body: { comment: ' ' } });
  assert.equal(noComment.status, 400);
  await staff.call(Api.admin.requestGrantReportChanges, { params: { id: first.id }, body: { comment: 'Please add the survival rate' } });
  assert.equal((await me.call(Api.grant.mine))?.nextReportDue?.milestoneId, grant.milestones[0]!.id);
  const queue = await staff.call(Api.admin.grantReports, { query: { filter: 'overdue' } });
  assert.ok(queue.some((item) => item.milestoneId === milestone.id && item.report?.status === 'changes_requested'));

  const revised = await me.call(Api.grant.submitReport, {
    params: { id: milestone.id },
    body: { narrative: 'Planted 400 trees, 92 % survived', figures: [{ label: 'survival %', value: 92 }] },
  });
  assert.deepEqual([revised.status, revised.version], ['submitted', 2]);
  const approved = await staff.call(Api.admin.approveGrantReport, { params: { id: first.id } });
  assert.equal(approved.released?.number, 3);
  assert.deepEqual(
    approved.report.versions.map((v) => [v.version, v.narrative]),
    [
      [1, 'Planted 400 trees'],
      [2, 'Planted 400 trees, 92 % survived'],
    ],
  );
  assert.deepEqual(
    approved.report.decisions.map((d) => [d.version, d.decision, d.comment]),
    [
      [1, 'changes_requested', 'Please add the survival rate'],
      [2, 'approved', null],
    ],
  );
  const late = await me.answer(Api.grant.submitReport, { params: { id: milestone.id }, body: { narrative: 'One more thing' } });
  assert.deepEqual([late.status, late.body.message], [409, GrantScheduleMessages.reportNotRevisable]);
  // The recipient's own view carries the same history.
  const mine = await me.call(Api.grant.mine);
  assert.deepEqual(mine?.milestones[1]?.report?.versions.length, 2);
});

test("a recipient can neither see nor report on another recipient's grant", async () => {
  const owner = await awardedRecipient();
  const other = await approvedRecipientWithToken();
  const them = clientFor(other.token);
  assert.equal(await them.call(Api.grant.mine), null);
  const answer = await them.answer(Api.grant.submitReport, { params: { id: owner.grant.milestones[0]!.id }, body: { narrative: 'Not mine' } });
  assert.deepEqual([answer.status, answer.body.message], [404, GrantScheduleMessages.milestoneNotFound]);
  assert.equal((await owner.me.call(Api.grant.mine))?.milestones[0]?.report, null);
  const release = await them.answer(Api.admin.releaseGrantTranche, { params: { id: owner.grant.tranches[1]!.id } });
  assert.equal(release.status, 403);
});

test('the spend rule withholds a tranche until enough of the previous one is spent; a rejected report withholds it for good', async () => {
  const body = scheduledAward({
    tranches: [
      { amountCents: 300_000, plannedDate: day(0), releaseAtAward: true },
      { amountCents: 300_000, plannedDate: day(30), milestone: 0, minSpentPercent: 50 },
      { amountCents: 300_000, plannedDate: day(60), milestone: 1 },
    ],
  });
  const { me, userId, token, staff, grant } = await awardedRecipient(body);
  const report = await me.call(Api.grant.submitReport, { params: { id: grant.milestones[0]!.id }, body: { narrative: 'Survey done' } });
  const approved = await staff.call(Api.admin.approveGrantReport, { params: { id: report.id } });
  assert.equal(approved.released, null);
  assert.equal((await me.call(Api.grant.mine))?.tranches[1]?.status, 'withheld');
  const tranche = grant.tranches[1]!.id;
  const refused = await staff.answer(Api.admin.releaseGrantTranche, { params: { id: tranche } });
  assert.deepEqual([refused.status, refused.body.message], [409, GrantScheduleMessages.spendRuleNotMet(50)]);

  // Spend just under half of the first tranche (a withdrawal and its fee), then enough.
  assert.equal((await uploadKyc(token, 'aml.pdf', pdfBytes())).status, 201);
  await staff.call(Api.admin.kycDecide, { params: { userId }, body: { decision: 'approved' } });
  await me.call(Api.pin.set, { body: { pin: PIN, confirmPin: PIN } });
  assert.equal((await withdraw(token, 100_000)).status, 201);
  const spent = 300_000 - (await me.call(Api.me.dashboard)).balanceCents;
  assert.ok(spent < 150_000, `spent ${spent}`);
  assert.equal((await staff.answer(Api.admin.releaseGrantTranche, { params: { id: tranche } })).status, 409);
  assert.equal((await withdraw(token, 150_000 - spent)).status, 201);
  const balance = (await me.call(Api.me.dashboard)).balanceCents;
  assert.ok(300_000 - balance >= 150_000);
  const released = await staff.call(Api.admin.releaseGrantTranche, { params: { id: tranche } });
  assert.equal(released.status, 'released');
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, balance + 300_000);

  const last = await me.call(Api.grant.submitReport, { params: { id: grant.milestones[1]!.id }, body: { narrative: 'Nothing planted' } });
  const rejected = await staff.call(Api.admin.rejectGrantReport, { params: { id: last.id }, body: { comment: 'No planting took place' } });
  assert.deepEqual([rejected.report.status, rejected.released], ['rejected', null]);
  assert.equal((await me.call(Api.grant.mine))?.tranches[2]?.status, 'withheld');
  const afterReject = await staff.answer(Api.admin.releaseGrantTranche, { params: { id: grant.tranches[2]!.id } });
  assert.equal(afterReject.status, 409);
});
