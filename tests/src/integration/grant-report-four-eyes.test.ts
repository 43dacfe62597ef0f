// A progress report's approval releases its tranche, a credit under the four-eyes rules by exposure: when the
// recipient has already received the threshold within the window, one admin cannot approve it alone. The
// approval becomes a request; a second admin's approval approves the report and pays the tranche once.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Api, ApprovalMessages, FOUR_EYES_DEFAULT_THRESHOLD_CENTS } from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { DEMO_ADMIN, DEMO_ADMIN_2, tokenFor } from '../support/platform.js';

const THRESHOLD = FOUR_EYES_DEFAULT_THRESHOLD_CENTS;
const today = () => new Date().toISOString().slice(0, 10);

const maker = async () => clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
const checker = async () => clientFor(await tokenFor(DEMO_ADMIN_2.username, DEMO_ADMIN_2.password));

/**
 * A recipient awarded twice the threshold today in two tranches (a four-eyes award: one admin asks, another
 * approves), the first paid at award, with a report under review on the milestone of the second.
 */
async function recipientWithReportUnderReview() {
  const r = await approvedRecipientWithToken();
  const grant = {
    title: 'Clean Water Programme',
    totalCents: 2 * THRESHOLD,
    startDate: today(),
    schedule: {
      milestones: [{ title: 'Wells dug', dueDate: today() }],
      tranches: [
        { amountCents: THRESHOLD, plannedDate: today(), releaseAtAward: true },
        { amountCents: THRESHOLD, plannedDate: today(), milestone: 0 },
      ],
    },
  };
  const award = await (await maker()).call(Api.admin.createApproval, { body: { kind: 'grant_award', userId: r.userId, grant, idempotencyKey: randomUUID() } });
  await (await checker()).call(Api.admin.approveApproval, { params: { id: award.id } });
  const me = clientFor(r.token);
  const milestone = (await me.call(Api.grant.mine))?.milestones[0];
  assert.ok(milestone);
  const submitted = await me.call(Api.grant.submitReport, { params: { id: milestone.id }, body: { narrative: 'Two wells dug', figures: [] } });
  return { ...r, me, reportId: submitted.id };
}

test('a report approval the window holds back becomes a request: the maker cannot approve it, a second admin does, and the tranche is paid once', async () => {
  const { me, userId, reportId } = await recipientWithReportUnderReview();
  const [staff, second] = [await maker(), await checker()];

  const direct = await staff.answer(Api.admin.approveGrantReport, { params: { id: reportId } });
  assert.deepEqual([direct.status, (direct.body as { message?: string }).message], [409, ApprovalMessages.required(THRESHOLD)]);
  assert.equal((await me.call(Api.grant.mine))?.milestones[0]?.report?.status, 'submitted', 'a refused approval decides nothing');

  const asked = await staff.call(Api.admin.createApproval, { body: { kind: 'report_approval', userId, reportId, idempotencyKey: randomUUID() } });
  assert.deepEqual(
    [asked.kind, asked.amountCents, asked.report, asked.status],
    ['report_approval', THRESHOLD, { reportId, milestoneTitle: 'Wells dug' }, 'pending'],
  );
  const twice = await staff.answer(Api.admin.createApproval, { body: { kind: 'report_approval', userId, reportId, idempotencyKey: randomUUID() } });
  assert.deepEqual([twice.status, (twice.body as { message?: string }).message], [409, ApprovalMessages.reportPending]);
  assert.equal((await staff.answer(Api.admin.approveApproval, { params: { id: asked.id } })).status, 403, 'the maker cannot approve it');

  // Two approvals at once: one pays, the other finds the request decided.
  const answers = await Promise.all([1, 2].map(() => second.answer(Api.admin.approveApproval, { params: { id: asked.id } })));
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
  const approved = answers.find((a) => a.status === 200)!.body as { transactionNumber: string | null; status: string };
  assert.equal(approved.status, 'approved');
  assert.ok(approved.transactionNumber, 'the release is booked');

  const grant = await me.call(Api.grant.mine);
  assert.equal(grant?.milestones[0]?.report?.status, 'approved');
  assert.deepEqual(
    grant?.tranches.map((t) => t.status),
    ['released', 'released'],
  );
  assert.equal((await me.call(Api.me.dashboard)).balanceCents, 2 * THRESHOLD, 'the second tranche is paid in once');
  assert.equal((await staff.answer(Api.admin.approveGrantReport, { params: { id: reportId } })).status, 409, 'the report is decided');
});

test('a report approval is asked only for a report under review, of the recipient named', async () => {
  const { userId, reportId } = await recipientWithReportUnderReview();
  const other = await approvedRecipientWithToken();
  const staff = await maker();
  const wrongUser = await staff.answer(Api.admin.createApproval, {
    body: { kind: 'report_approval', userId: other.userId, reportId, idempotencyKey: randomUUID() },
  });
  assert.equal(wrongUser.status, 404);
  const unknown = await staff.answer(Api.admin.createApproval, {
    body: { kind: 'report_approval', userId, reportId: randomUUID(), idempotencyKey: randomUUID() },
  });
  assert.equal(unknown.status, 404);
});
