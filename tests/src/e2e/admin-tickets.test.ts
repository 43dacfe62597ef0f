import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { Api, type TicketDetail } from '@portal/contracts';
import { GATEWAY_URL, api } from '../support/platform.js';
import { newAdminWithTotp } from '../support/admins.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { inNewPage, launchBrowser, signInAdminOnKeycloakPage, startAdminSignIn } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('Tickets: the admin modal shows the conversation; Enter sends a reply, Shift+Enter does not; Resolve with notes; Close Ticket after confirmation (another ticket)', async () => {
  const r = await approvedRecipientWithToken();
  const created = await api<TicketDetail>('POST', Api.support.create.path, {
    token: r.token,
    body: { subject: 'Cannot see my grant', message: 'Where is my grant shown?', category: 'account' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const ticket = created.body;
  const second = (
    await api<TicketDetail>('POST', Api.support.create.path, {
      token: r.token,
      body: { subject: 'Old question', message: 'Please close this one', category: 'general' },
    })
  ).body;
  const admin = await newAdminWithTotp();

  await inNewPage(browser, 'admin-tickets', async (page) => {
    await startAdminSignIn(page);
    await signInAdminOnKeycloakPage(page, admin);
    await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });

    await page.goto(`${GATEWAY_URL}/admin/dashboard?tab=tickets`);
    const tickets = page.getByRole('region', { name: 'Support Tickets' });
    await tickets.getByRole('button', { name: `Open ticket #${ticket.number}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Where is my grant shown?').waitFor({ timeout: 15_000 });

    const reply = dialog.getByLabel('Reply');
    await reply.fill('It is on your dashboard');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('under Grants.');
    assert.equal(await reply.inputValue(), 'It is on your dashboard\nunder Grants.', 'Shift+Enter starts a new line and sends nothing');
    await reply.press('Enter');
    await dialog.getByText('Reply sent.').waitFor({ timeout: 15_000 });
    await dialog.getByRole('list', { name: 'Conversation' }).getByText('--- Admin Reply ---').waitFor();
    assert.equal(await reply.inputValue(), '');

    await dialog.getByLabel('Resolution notes').fill('Answered on the phone');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByRole('alertdialog', { name: 'Resolve ticket' }).getByRole('button', { name: 'Yes, Resolve Ticket' }).click();
    await dialog.getByTestId('ticket-status').getByText('Resolved').waitFor({ timeout: 15_000 });

    // Resolved is final: no Close Ticket any more.
    assert.equal(await dialog.getByRole('button', { name: 'Close Ticket' }).count(), 0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

    // A second ticket is closed instead, after a confirmation (Cancel first changes nothing).
    await tickets.getByRole('button', { name: `Open ticket #${second.number}` }).click();
    const closing = page.getByRole('dialog');
    await closing.getByText('Please close this one').waitFor({ timeout: 15_000 });
    await closing.getByRole('button', { name: 'Close Ticket' }).click();
    await closing.getByRole('alertdialog', { name: 'Close ticket' }).getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await closing.getByTestId('ticket-status').textContent(), 'Open', 'Cancel closes nothing');
    await closing.getByRole('button', { name: 'Close Ticket' }).click();
    await closing.getByRole('button', { name: 'Yes, Close Ticket' }).click();
    await closing.getByTestId('ticket-status').getByText('Closed').waitFor({ timeout: 15_000 });
  });

  const after = await api<TicketDetail>('GET', `/api/support/tickets/${ticket.id}`, { token: r.token });
  assert.equal(after.body.status, 'resolved');
  assert.equal((await api<TicketDetail>('GET', `/api/support/tickets/${second.id}`, { token: r.token })).body.status, 'closed');
  const bodies = after.body.messages.map((m) => `${m.kind}:${m.body}`);
  assert.ok(bodies.includes('admin_reply:It is on your dashboard\nunder Grants.'), bodies.join(' | '));
  assert.ok(
    bodies.some((b) => b.startsWith('resolved:') && b.includes('Answered on the phone')),
    bodies.join(' | '),
  );
  // The ticket id in the admin list is refused to the recipient's token (admin route).
  assert.equal((await api('GET', `/api/admin/support/tickets/${ticket.id}`, { token: r.token })).status, 403);
});
