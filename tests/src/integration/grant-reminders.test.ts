// Progress-report reminders: once before a milestone's due date and once after it, only while its report is
// missing or sent back for changes, whatever the number of sweeps (the test platform sweeps every 2 s). A sweep
// may fall between the award and the test's submission of a report: that report was missing then, so its one
// reminder is right; what must never happen is a reminder claimed after the report came.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readMails, waitForMail } from '@portal/infra';
import { Api, CATALOGUES, REPORT_REMINDER_DAYS_BEFORE, type CreateApprovalBody } from '@portal/contracts';
import { clientFor } from '../support/client.js';
import { withDatabase } from '../support/databases.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { DEMO_ADMIN, DEMO_ADMIN_2, tokenFor } from '../support/platform.js';
import { fillText, since } from '../support/notifications.js';

const en = CATALOGUES.en.email.grantReportDue;
/** How far a sweep's transaction may start after a submission's and still not see it (both take milliseconds). */
const SNAPSHOT_MARGIN_MS = 250;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Awards `grant` through a four-eyes request, so no admin's direct-move window decides a test. */
async function awardThroughFourEyes(userId: string, grant: Extract<CreateApprovalBody, { kind: 'grant_award' }>['grant']): Promise<void> {
  const maker = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  const checker = clientFor(await tokenFor(DEMO_ADMIN_2.username, DEMO_ADMIN_2.password));
  const award = await maker.call(Api.admin.createApproval, { body: { kind: 'grant_award', userId, grant, idempotencyKey: randomUUID() } });
  await checker.call(Api.admin.approveApproval, { params: { id: award.id } });
}

test('a report due soon is reminded once, an overdue one once more; a submitted one and a later one are not', async () => {
  const r = await approvedRecipientWithToken();
  const from = since();
  const grant = {
    title: 'Clean Water Programme',
    totalCents: 100_000,
    startDate: day(-30),
    schedule: {
      milestones: [
        { title: 'Wells dug', dueDate: day(3) },
        { title: 'Pumps installed', dueDate: day(-2) },
        { title: 'Survey done', dueDate: day(2) },
        { title: 'Training held', dueDate: day(REPORT_REMINDER_DAYS_BEFORE + 10) },
      ],
      tranches: [{ amountCents: 100_000, plannedDate: day(-30), releaseAtAward: true }],
    },
  };
  await awardThroughFourEyes(r.userId, grant);
  const me = clientFor(r.token);
  const survey = (await me.call(Api.grant.mine))?.milestones.find((m) => m.title === 'Survey done');
  assert.ok(survey);
  await me.call(Api.grant.submitReport, { params: { id: survey.id }, body: { narrative: 'Survey of 40 villages', figures: [] } });

  const values = (milestone: string, date: string) => ({ milestone, grant: grant.title, date });
  const due = fillText(en.dueSubject, values('Wells dug', day(3)));
  const overdue = fillText(en.overdueSubject, values('Pumps installed', day(-2)));
  const dueMail = await waitForMail({ to: r.email, subject: due, since: from, timeoutMs: 30_000 });
  assert.ok(dueMail.text?.includes(fillText(en.dueBody, values('Wells dug', day(3)))), dueMail.text);
  const overdueMail = await waitForMail({ to: r.email, subject: overdue, since: from, timeoutMs: 30_000 });
  assert.ok(overdueMail.text?.includes(fillText(en.overdueBody, values('Pumps installed', day(-2)))), overdueMail.text);

  // Three more sweeps: nothing new.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const mails = (await readMails({ to: r.email })).map((m) => m.subject ?? '');
  assert.equal(mails.filter((s) => s === due).length, 1);
  assert.equal(mails.filter((s) => s === overdue).length, 1);
  assert.ok(!mails.some((s) => s.includes('“Training held”')), `Training held was reminded: ${mails.join(' | ')}`);

  const { rows } = await withDatabase('ledger-withdrawals', (db) =>
    db.query<{ reminded: Date | null; submitted: Date }>(
      `SELECT m.reminded_due_at AS reminded, r.created_at AS submitted
         FROM grant_milestones m JOIN grant_reports r ON r.milestone_id = m.id WHERE m.id = $1`,
      [survey.id],
    ),
  );
  assert.equal(rows.length, 1, 'Survey done has its report');
  const [{ reminded, submitted }] = rows;
  const surveyMails = mails.filter((s) => s.includes('“Survey done”'));
  if (reminded === null) assert.deepEqual(surveyMails, [], 'Survey done was reminded without being marked');
  else {
    assert.ok(
      reminded.getTime() < submitted.getTime() + SNAPSHOT_MARGIN_MS,
      `Survey done was reminded at ${reminded.toISOString()}, after its report (${submitted.toISOString()})`,
    );
    assert.deepEqual(surveyMails, [fillText(en.dueSubject, values('Survey done', day(2)))]);
  }
});

test('a milestone awaits its report until one is in, again once it is sent back or removed (what the sweeps read first)', async () => {
  const r = await approvedRecipientWithToken();
  const grant = {
    title: 'Seed Bank',
    totalCents: 50_000,
    startDate: day(-10),
    schedule: {
      milestones: [{ title: 'Seeds collected', dueDate: day(-1) }],
      tranches: [{ amountCents: 50_000, plannedDate: day(-10), releaseAtAward: true }],
    },
  };
  await awardThroughFourEyes(r.userId, grant);
  const me = clientFor(r.token);
  const milestone = (await me.call(Api.grant.mine))?.milestones.find((m) => m.title === 'Seeds collected');
  assert.ok(milestone);
  await withDatabase(
    'ledger-withdrawals',
    async (db) => {
      const awaiting = async () =>
        (await db.query<{ awaiting_report: boolean }>('SELECT awaiting_report FROM grant_milestones WHERE id = $1', [milestone.id])).rows[0]?.awaiting_report;
      assert.equal(await awaiting(), true, 'no report yet');
      await me.call(Api.grant.submitReport, { params: { id: milestone.id }, body: { narrative: 'Seeds from 12 farms', figures: [] } });
      assert.equal(await awaiting(), false, 'report in');
      // The other ways a report can change, tried in a transaction that is rolled back.
      await db.query('BEGIN');
      try {
        const setStatus = (status: string) => db.query('UPDATE grant_reports SET status = $2 WHERE milestone_id = $1', [milestone.id, status]);
        await setStatus('changes_requested');
        assert.equal(await awaiting(), true, 'sent back for changes');
        await setStatus('approved');
        assert.equal(await awaiting(), false, 'approved');
        await db.query('DELETE FROM grant_reports WHERE milestone_id = $1', [milestone.id]);
        assert.equal(await awaiting(), true, 'report removed');
      } finally {
        await db.query('ROLLBACK');
      }
      assert.equal(await awaiting(), false);
    },
    { writable: true },
  );
});
