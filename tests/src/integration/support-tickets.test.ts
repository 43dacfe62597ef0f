import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Api, DEFAULT_RESOLVE_NOTES, TicketMessages, ticketPreview } from '@portal/contracts';
import { DEMO_ADMIN, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';

const LONG = 'My withdrawal to the bank has been pending for a week. '.repeat(5);

test('a recipient opens a ticket (open, medium) and sees it with a 150-character preview; another recipient cannot reach it', async () => {
  const a = await approvedRecipientWithToken();
  const b = await approvedRecipientWithToken();
  const created = await clientFor(a.token).call(Api.support.create, { body: { subject: ' Withdrawal delayed ', message: LONG, category: 'transaction' } });
  assert.deepEqual([created.subject, created.status, created.priority, created.category], ['Withdrawal delayed', 'open', 'medium', 'transaction']);
  assert.equal(created.preview, ticketPreview(LONG.trim()));
  assert.equal(created.preview.length, 153);
  assert.equal(TicketMessages.created(created.number), `Support ticket #${created.number} created successfully! We'll get back to you soon.`);

  const mine = await clientFor(a.token).call(Api.support.tickets);
  assert.deepEqual(
    mine.map((t) => t.id),
    [created.id],
  );
  assert.deepEqual(await clientFor(b.token).call(Api.support.tickets), []);
  const theirs = await clientFor(b.token).answer(Api.support.ticket, { params: { id: created.id } });
  assert.deepEqual([theirs.status, (theirs.body as { message: string }).message], [404, TicketMessages.notFound]);
  const theirReply = await clientFor(b.token).answer(Api.support.reply, { params: { id: created.id }, body: { message: 'Me too' } });
  assert.equal(theirReply.status, 404);
  const detail = await clientFor(a.token).call(Api.support.ticket, { params: { id: created.id } });
  assert.deepEqual(
    detail.messages.map((m) => [m.kind, m.authorRole]),
    [['original', 'user']],
  );
});

test('bad tickets are refused with the spec message and nothing is created', async () => {
  const a = await approvedRecipientWithToken();
  const client = clientFor(a.token);
  for (const body of [
    { subject: '   ', message: 'x', category: 'general' },
    { subject: 'x', message: '', category: 'general' },
  ]) {
    const answer = await client.answer(Api.support.create, { body: body as never });
    assert.equal(answer.status, 400);
    assert.match((answer.body as { message: string }).message, /Please fill in all required fields$/);
  }
  const badCategory = await client.answer(Api.support.create, { body: { subject: 'x', message: 'y', category: 'billing' } as never });
  assert.equal(badCategory.status, 400);
  assert.deepEqual(await client.call(Api.support.tickets), []);
  const recipientOnAdmin = await client.answer(Api.admin.tickets);
  assert.equal(recipientOnAdmin.status, 403);
});

test('the conversation: admin reply (in progress), user reply, resolve with default notes; then no more replies, and close is final', async () => {
  const a = await approvedRecipientWithToken();
  const admin = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
  const user = clientFor(a.token);
  const ticket = await user.call(Api.support.create, { body: { subject: 'KYC question', message: 'Which document do you need?', category: 'kyc' } });
  // The admin sees who asks (no grant awarded yet: no title); a recipient's own view names nobody.
  const opened = await admin.call(Api.admin.ticket, { params: { id: ticket.id } });
  assert.deepEqual(opened.requester, {
    fullName: `${a.firstName} ${a.lastName}`,
    email: a.email,
    accountNumber: opened.requester?.accountNumber,
    grantNumber: a.grantNumber,
    grantTitle: null,
  });
  assert.match(opened.requester?.accountNumber ?? '', /^\d+$/);
  assert.ok(!('requester' in (await user.call(Api.support.ticket, { params: { id: ticket.id } }))));

  const replied = await admin.call(Api.admin.replyToTicket, { params: { id: ticket.id }, body: { message: 'The AML certificate, as a PDF.' } });
  assert.equal(replied.status, 'in_progress');
  const userReply = await user.call(Api.support.reply, { params: { id: ticket.id }, body: { message: 'Thank you, uploaded.' } });
  assert.deepEqual(
    userReply.messages.map((m) => [m.kind, m.authorRole, m.body]),
    [
      ['original', 'user', 'Which document do you need?'],
      ['admin_reply', 'admin', 'The AML certificate, as a PDF.'],
      ['user_reply', 'user', 'Thank you, uploaded.'],
    ],
  );
  assert.equal(userReply.messages[1]!.authorId, DEMO_ADMIN.id);

  const resolved = await admin.call(Api.admin.resolveTicket, { params: { id: ticket.id }, body: {} });
  assert.equal(resolved.status, 'resolved');
  assert.deepEqual(resolved.messages.at(-1)?.kind, 'resolved');
  assert.equal(resolved.messages.at(-1)?.body, DEFAULT_RESOLVE_NOTES);
  for (const answer of [
    await user.answer(Api.support.reply, { params: { id: ticket.id }, body: { message: 'One more thing' } }),
    await admin.answer(Api.admin.replyToTicket, { params: { id: ticket.id }, body: { message: 'Anything else?' } }),
    await admin.answer(Api.admin.resolveTicket, { params: { id: ticket.id }, body: { notes: 'again' } }),
  ]) {
    assert.deepEqual([answer.status, (answer.body as { message: string }).message], [409, TicketMessages.notActive]);
  }

  const other = await user.call(Api.support.create, { body: { subject: 'Login', message: 'Cannot sign in on my phone', category: 'technical' } });
  const closed = await admin.call(Api.admin.setTicketStatus, { params: { id: other.id }, body: { status: 'closed', notes: 'Duplicate of an earlier ticket' } });
  assert.equal(closed.status, 'closed');
  assert.deepEqual([closed.messages.at(-1)?.kind, closed.messages.at(-1)?.body], ['admin_update', 'Duplicate of an earlier ticket']);
  const reopen = await admin.answer(Api.admin.setTicketStatus, { params: { id: other.id }, body: { status: 'in_progress' } });
  assert.equal(reopen.status, 409, 'close is irreversible');
  const backToOpen = await admin.answer(Api.admin.setTicketStatus, { params: { id: ticket.id }, body: { status: 'open' } });
  assert.equal(backToOpen.status, 400);

  const listed = await admin.call(Api.admin.tickets, { query: { status: 'closed', category: 'technical' } });
  assert.ok(listed.some((t) => t.id === other.id));
  assert.ok(listed.every((t) => t.status === 'closed' && t.category === 'technical'));
});
