// Serial: it stops the mail catcher, which every other test file's mails go through.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { waitForMail } from '@portal/infra';
import { Api } from '@portal/contracts';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { waitFor } from '../support/wait.js';
import { withMailCatcherStopped } from '../support/mail-catcher.js';
import { mailsWithSubject, notificationsSettled, openTicket, rowsOf, since, admin } from '../support/notifications.js';

test('with SMTP down a status change still completes, and its mail arrives once SMTP is back, exactly once', async () => {
  const r = await approvedRecipientWithToken();
  const ticket = await openTicket(r.token, 'While the mail server is down');
  const subject = `Support ticket #${ticket.number}: new reply`;
  const from = since();
  await withMailCatcherStopped(async () => {
    const answer = await (await admin()).call(Api.admin.replyToTicket, { params: { id: ticket.id }, body: { message: 'Answered while SMTP is down.' } });
    assert.equal(answer.status, 'in_progress');
    await waitFor(async () => (await rowsOf(r.userId)).find((x) => x.subject === subject && x.status === 'pending' && x.attempts >= 1 && x.last_error), {
      timeoutMs: 20_000,
      what: 'a failed delivery attempt to be recorded',
    });
  });
  await waitForMail({ to: r.email, subject, since: from, timeoutMs: 60_000 });
  await notificationsSettled(r.userId);
  assert.equal((await mailsWithSubject(r.email, subject)).length, 1);
  const row = (await rowsOf(r.userId)).find((x) => x.subject === subject);
  assert.equal(row?.status, 'sent');
  assert.ok((row?.attempts ?? 0) >= 2, 'sent after at least one failed attempt');
});
