import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { Api, TicketMessages } from '@portal/contracts';
import { waitForMail } from '@portal/infra';
import { DEMO_ADMIN, GATEWAY_URL, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a recipient opens a ticket, the admin replies, the recipient reads the reply in the conversation and answers', async () => {
  const r = await approvedRecipientWithToken();
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await withScreenshotOnFailure(page, 'support-ticket', async () => {
      await page.goto(`${GATEWAY_URL}/login`);
      await signInOnKeycloakPage(page, r.email, r.password);
      await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
      await page.goto(`${GATEWAY_URL}/support`);
      await page.getByRole('tab', { name: 'New Ticket' }).click();
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      assert.equal((await page.getByTestId('ticket-notice').innerText()).trim(), TicketMessages.requiredFields);

      await page.getByLabel('Subject').fill('Grant report template');
      await page.getByLabel('Category').selectOption('general');
      await page.getByLabel('Message').fill('Where can I find the quarterly report template?');
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      const notice = page.getByTestId('ticket-notice');
      await notice.getByText(/created successfully/).waitFor();
      const number = Number(/#(\d+)/.exec(await notice.innerText())![1]);
      assert.equal((await notice.innerText()).trim(), TicketMessages.created(number));

      const [ticket] = await clientFor(r.token).call(Api.support.tickets);
      const admin = clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));
      const repliedAt = new Date(Date.now() - 1000); // the mail catcher stamps whole seconds
      await admin.call(Api.admin.replyToTicket, { params: { id: ticket!.id }, body: { message: 'It is attached to your award letter.' } });
      // The recipient is also told by e-mail, with the reply's text.
      const mail = await waitForMail({ to: r.email, subject: `Support ticket #${number}: new reply`, since: repliedAt, timeoutMs: 20_000 });
      assert.match(mail.text ?? '', /--- Admin Reply ---\nIt is attached to your award letter\./);

      await page.getByRole('tab', { name: 'My Tickets' }).click();
      await page.getByTestId('ticket-row').getByText(`#${number} Grant report template`).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('It is attached to your award letter.').waitFor();
      assert.match(await dialog.innerText(), /--- Admin Reply ---/);
      assert.match(await dialog.innerText(), /in progress/i);
      await dialog.getByLabel('Your reply').fill('Found it, thank you!');
      await dialog.getByLabel('Your reply').press('Enter');
      await dialog.getByTestId('ticket-message').filter({ hasText: 'Found it, thank you!' }).waitFor();
      assert.match(await dialog.innerText(), /--- User Reply ---/);
    });
  } finally {
    await context.close();
  }
});
