import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { readMails, waitForMail } from '@portal/infra';
import { Api, CATALOGUES, DEFAULT_PREFERENCES, EVENTS_STREAM, Events, type CreateProjectPaymentBody } from '@portal/contracts';
import { DEMO_ADMIN_2, NATS_AUTH, registerRecipient, setAccountStatus, natsServers, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from '../support/kyc.js';
import { PIN, fundedRecipient, withdraw } from '../support/money.js';
import { clientFor } from '../support/client.js';
import { waitFor } from '../support/wait.js';
import {
  notificationsDb,
  eventIds,
  fillText,
  handled,
  mailsWithSubject,
  notificationsSettled,
  openTicket,
  rowsOf,
  setPreferences,
  since,
  admin,
} from '../support/notifications.js';

const en = CATALOGUES.en.email;

test('account approved: the recipient gets one e-mail in English', async () => {
  const r = await registerRecipient();
  const from = since();
  await setAccountStatus(r.userId, 'approved');
  const mail = await waitForMail({ to: r.email, subject: en.accountApproved.subject, since: from, timeoutMs: 20_000 });
  assert.match(mail.text ?? '', new RegExp(en.accountApproved.body.replace('.', '\\.')));
  assert.match(mail.text ?? '', new RegExp(`Dear Amina ${r.lastName}`));
  assert.match(mail.html ?? '', /<a href="http:\/\/localhost:\d+\/dashboard">/);
  await notificationsSettled(r.userId);
  assert.equal((await mailsWithSubject(r.email, en.accountApproved.subject)).length, 1);
  const [row] = await rowsOf(r.userId);
  assert.deepEqual([row?.topic, row?.status, row?.attempts], ['accountStatus', 'sent', 1]);
});

test("KYC rejected: the e-mail carries the reviewer's notes", async () => {
  const r = await approvedRecipientWithToken();
  assert.equal((await uploadKyc(r.token, 'aml.pdf', pdfBytes())).status, 201);
  const notes = 'The certificate is expired. Please upload one issued after 1 January 2026.';
  const from = since();
  await (await admin()).call(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'rejected', notes } });
  const mail = await waitForMail({ to: r.email, subject: en.kycRejected.subject, since: from, timeoutMs: 20_000 });
  assert.ok(mail.text?.includes(`Reviewer’s notes: ${notes}`), mail.text);
  assert.ok(mail.html?.includes(notes));
  assert.ok(mail.text?.includes(en.kycRejected.next));
});

test('withdrawal completed by the admin, transfer completed and project payment failed: one e-mail each', async () => {
  const a = await fundedRecipient(500_000, 13);
  const client = clientFor(a.token);
  const adminClient = clientFor(a.adminToken);
  const from = since();

  const w = await withdraw(a.token, 20_000);
  assert.equal(w.status, 201, JSON.stringify(w.body));
  const withdrawal = w.body.withdrawal;
  await adminClient.call(Api.admin.setWithdrawalStatus, { params: { id: withdrawal.id }, body: { status: 'completed' } });

  const transfer = await client.call(Api.transfers.create, {
    body: {
      recipientName: 'Grace Receiver',
      recipientAccount: 'DE89370400440532013000',
      recipientBank: 'Deutsche Bank',
      transferType: 'other_bank',
      amountCents: 10_000,
      pin: PIN,
      idempotencyKey: randomUUID(),
    },
  });
  await adminClient.call(Api.admin.setTransferStatus, { params: { id: transfer.transfer.id }, body: { status: 'completed' } });

  const paymentBody: CreateProjectPaymentBody = {
    category: 'staff_personnel',
    recipientName: 'Field Team Ltd',
    amountCents: 30_000,
    purposeDescription: 'Salaries for March',
    recipientDetails: { accountNumber: '12345678', bankName: 'First Bank', contactPhone: '+254700000000', employee_id: 'EMP-7' },
    pin: PIN,
    idempotencyKey: randomUUID(),
  };
  const payment = (await client.call(Api.projectPayments.create, { body: paymentBody })).payment;
  await adminClient.call(Api.admin.setProjectPaymentStatus, { params: { id: payment.id }, body: { status: 'failed' } });

  const withdrawalMail = await waitForMail({ to: a.email, subject: `Withdrawal ${withdrawal.transactionNumber}: Completed`, since: from, timeoutMs: 20_000 });
  assert.ok(withdrawalMail.text?.includes(`The status of your withdrawal ${withdrawal.transactionNumber} of $200.00`), withdrawalMail.text);
  assert.ok(withdrawalMail.text?.includes('from Pending to Completed'));
  assert.ok(withdrawalMail.text?.includes(en.withdrawal.completed));
  const transferMail = await waitForMail({
    to: a.email,
    subject: `Transfer ${transfer.transfer.transactionNumber}: Completed`,
    since: from,
    timeoutMs: 20_000,
  });
  assert.ok(transferMail.text?.includes('$100.00'));
  const paymentMail = await waitForMail({ to: a.email, subject: `Project payment ${payment.transactionNumber}: Failed`, since: from, timeoutMs: 20_000 });
  assert.ok(paymentMail.text?.includes(en.projectPayment.failed));

  await notificationsSettled(a.userId);
  const topics = (await rowsOf(a.userId)).map((r) => r.topic);
  // Approved account, KYC and the PIN set (a security notice, from the set-up), then one per status change; the creations mail nothing.
  assert.deepEqual(topics.sort(), ['accountStatus', 'kycDecision', 'projectPaymentStatus', 'security', 'transferStatus', 'withdrawalStatus']);
});

test('ticket: the admin reply and the resolution are mailed with their text; the recipient’s own reply is not', async () => {
  const r = await approvedRecipientWithToken();
  const ticket = await openTicket(r.token);
  const adminClient = await admin();
  const from = since();
  await adminClient.call(Api.admin.replyToTicket, { params: { id: ticket.id }, body: { message: 'It is attached to your award letter.\nPage 4.' } });
  // The mail follows the ticket's event through two outboxes and the mail queue; with four test workers on two
  // cores it has taken longer than 20 s to arrive (once for the resolution, once, 2026-11-27, for the reply).
  const reply = await waitForMail({ to: r.email, subject: `Support ticket #${ticket.number}: new reply`, since: from, timeoutMs: 45_000 });
  assert.ok(reply.text?.includes('--- Admin Reply ---\nIt is attached to your award letter.\nPage 4.'), reply.text);
  assert.ok(reply.html?.includes('It is attached to your award letter.<br>Page 4.'));

  await clientFor(r.token).call(Api.support.reply, { params: { id: ticket.id }, body: { message: 'Thank you!' } });
  await adminClient.call(Api.admin.resolveTicket, { params: { id: ticket.id }, body: { notes: 'Template found by the recipient.' } });
  const resolved = await waitForMail({ to: r.email, subject: `Support ticket #${ticket.number} resolved`, since: from, timeoutMs: 45_000 });
  assert.ok(resolved.text?.includes('--- Resolved ---\nTemplate found by the recipient.'), resolved.text);

  await notificationsSettled(r.userId);
  assert.deepEqual(
    (await rowsOf(r.userId)).map((x) => x.subject).filter((s) => s.startsWith('Support')),
    [`Support ticket #${ticket.number}: new reply`, `Support ticket #${ticket.number} resolved`],
  );
});

test('a topic switched off mails nothing; the other topics still do', async () => {
  const r = await approvedRecipientWithToken();
  await setPreferences(r.token, { notifications: { ...DEFAULT_PREFERENCES.notifications, ticketReplies: false } });
  const ticket = await openTicket(r.token);
  const adminClient = await admin();
  await adminClient.call(Api.admin.replyToTicket, { params: { id: ticket.id }, body: { message: 'Switched off, not mailed.' } });
  const [replied] = await eventIds('support', Events.ticketReplied.subject, r.userId);
  assert.ok(replied, 'the reply was published');
  await handled('notifications-ticket-replied', replied);

  assert.equal((await uploadKyc(r.token, 'aml.pdf', pdfBytes())).status, 201);
  const from = since();
  await adminClient.call(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'approved' } });
  await waitForMail({ to: r.email, subject: en.kycApproved.subject, since: from, timeoutMs: 20_000 });

  await notificationsSettled(r.userId);
  assert.deepEqual(
    (await rowsOf(r.userId)).map((x) => x.topic),
    ['accountStatus', 'kycDecision'],
  );
  assert.equal((await readMails({ to: r.email })).filter((m) => m.subject.startsWith('Support ticket')).length, 0);
});

test('language de: the e-mail is in German', async () => {
  const r = await approvedRecipientWithToken();
  await setPreferences(r.token, { language: 'de' });
  assert.equal((await uploadKyc(r.token, 'aml.pdf', pdfBytes())).status, 201);
  const de = CATALOGUES.de.email;
  const from = since();
  await (await admin()).call(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'rejected', notes: 'Bitte neu hochladen.' } });
  const mail = await waitForMail({ to: r.email, subject: de.kycRejected.subject, since: from, timeoutMs: 20_000 });
  assert.equal(mail.subject, 'KYC-Prüfung abgelehnt');
  assert.ok(mail.text?.startsWith(`Guten Tag Amina ${r.lastName},`), mail.text);
  assert.ok(mail.text?.includes(de.kycRejected.body));
  assert.ok(mail.text?.includes('Anmerkungen der Prüfung: Bitte neu hochladen.'));
  assert.match(mail.html ?? '', /<html lang="de">/);
});

test('the same event delivered again mails nobody twice', async () => {
  const r = await registerRecipient();
  const from = since();
  await setAccountStatus(r.userId, 'approved');
  await waitForMail({ to: r.email, subject: en.accountApproved.subject, since: from, timeoutMs: 20_000 });
  const [eventId] = await eventIds('accounts-kyc', Events.accountStatusChanged.subject, r.userId);
  assert.ok(eventId);
  const { rows } = await notificationsDb.query<{ payload: unknown }>('SELECT payload FROM outbox WHERE id = $1', [eventId]);

  // Published again under another JetStream message id, as a relay retry after the duplicate window would.
  const nc = await connect({ ...natsServers(), ...NATS_AUTH });
  try {
    const ack = await jetstream(nc).publish(Events.accountStatusChanged.subject, JSON.stringify({ id: eventId, data: rows[0]!.payload }), {
      msgID: randomUUID(),
    });
    const jsm = await jetstreamManager(nc);
    await waitFor(async () => (await jsm.consumers.info(EVENTS_STREAM, 'notifications-account-status')).ack_floor.stream_seq >= ack.seq, {
      timeoutMs: 20_000,
      what: 'the redelivered event to be handled',
    });
  } finally {
    await nc.close();
  }
  await notificationsSettled(r.userId);
  assert.equal((await rowsOf(r.userId)).length, 1);
  assert.equal((await mailsWithSubject(r.email, en.accountApproved.subject)).length, 1);
});

test('a mail row left pending (crash between the commit and the queueing) is sent by the sweeper', async () => {
  const r = await registerRecipient();
  const id = randomUUID();
  const subject = `Left pending ${id}`;
  await notificationsDb.query(
    `INSERT INTO notification_mails (id, user_id, topic, event_id, to_address, language, subject, text_body, html_body, created_at)
     VALUES ($1, $2, 'accountStatus', $3, $4, 'en', $5, 'text', '<p>html</p>', now() - interval '1 minute')`,
    [id, r.userId, randomUUID(), r.email, subject],
  );
  await waitForMail({ to: r.email, subject, timeoutMs: 30_000 });
  await notificationsSettled(r.userId);
  assert.equal((await mailsWithSubject(r.email, subject)).length, 1);
});

test("a progress report's decisions and the tranche its approval pays: one e-mail each, the reviewer's comment quoted", async () => {
  const r = await approvedRecipientWithToken();
  const today = new Date().toISOString().slice(0, 10);
  const grant = {
    title: 'Clean Water Programme',
    totalCents: 200_000,
    startDate: today,
    schedule: {
      milestones: [{ title: 'Wells dug', dueDate: today }],
      tranches: [
        { amountCents: 100_000, plannedDate: today, releaseAtAward: true },
        { amountCents: 100_000, plannedDate: today, milestone: 0 },
      ],
    },
  };
  // Awarded through a four-eyes request, so no admin's direct-move window decides this test.
  const maker = await admin();
  const checker = clientFor(await tokenFor(DEMO_ADMIN_2.username, DEMO_ADMIN_2.password));
  const award = await maker.call(Api.admin.createApproval, { body: { kind: 'grant_award', userId: r.userId, grant, idempotencyKey: randomUUID() } });
  await checker.call(Api.admin.approveApproval, { params: { id: award.id } });
  const me = clientFor(r.token);
  const milestone = (await me.call(Api.grant.mine))?.milestones[0];
  assert.ok(milestone);
  const report = await me.call(Api.grant.submitReport, { params: { id: milestone.id }, body: { narrative: 'Two wells dug', figures: [] } });
  const from = since();

  const comment = 'Please add the water test results.';
  await maker.call(Api.admin.requestGrantReportChanges, { params: { id: report.id }, body: { comment } });
  const values = { milestone: 'Wells dug', grant: grant.title };
  const changes = await waitForMail({ to: r.email, subject: fillText(en.grantReport.changesSubject, values), since: from, timeoutMs: 20_000 });
  assert.ok(changes.text?.includes(fillText(en.grantReport.changesBody, values)), changes.text);
  assert.ok(changes.text?.includes(comment), changes.text);
  assert.match(changes.html ?? '', /<a href="http:\/\/localhost:\d+\/dashboard\?tab=grant">/);

  await me.call(Api.grant.submitReport, { params: { id: milestone.id }, body: { narrative: 'Two wells dug; both pass the water tests', figures: [] } });
  const approved = await checker.call(Api.admin.approveGrantReport, { params: { id: report.id } });
  assert.ok(approved.released);
  await waitForMail({ to: r.email, subject: fillText(en.grantReport.approvedSubject, values), since: from, timeoutMs: 20_000 });
  const paid = await waitForMail({ to: r.email, subject: fillText(en.grantTranche.subject, { number: 2 }), since: from, timeoutMs: 20_000 });
  assert.ok(
    paid.text?.includes(
      fillText(en.grantTranche.body, { number: 2, grant: grant.title, amount: '$1,000.00', transaction: approved.released.transactionNumber ?? '' }),
    ),
    paid.text,
  );
  await notificationsSettled(r.userId);
  for (const subject of [en.grantReport.changesSubject, en.grantReport.approvedSubject]) {
    assert.equal((await mailsWithSubject(r.email, fillText(subject, values))).length, 1, subject);
  }
  assert.equal((await mailsWithSubject(r.email, fillText(en.grantTranche.subject, { number: 2 }))).length, 1);
  assert.ok((await rowsOf(r.userId)).some((row) => row.topic === 'grantProgress'));
});
