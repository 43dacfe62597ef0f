import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { Api, ApprovalMessages, FOUR_EYES_DEFAULT_THRESHOLD_CENTS, GrantMessages } from '@portal/contracts';
import { DEMO_ADMIN, DEMO_ADMIN_2 } from '../support/platform.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { inAdminPage, launchBrowser } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const asAdmin = (name: string, admin: Parameters<typeof inAdminPage>[2], steps: (page: Page) => Promise<void>) => inAdminPage(browser, name, admin, steps);

test('awarding a grant: below $10,000 it is paid at once; above, one admin requests it and a second admin approves it in "Awaiting my approval"', async () => {
  const small = await approvedRecipientWithToken();
  const large = await approvedRecipientWithToken();

  await asAdmin('four-eyes-maker', DEMO_ADMIN, async (page) => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(small.email);
    await page
      .locator(`[data-user-id="${small.userId}"]`)
      .getByRole('button', { name: /Award Grant/ })
      .click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Grant title').fill('Seed Fund');
    await dialog.getByLabel('Total grant amount (USD)').fill('9000');
    await dialog.getByRole('button', { name: 'Award Grant' }).click();
    await dialog.getByRole('status').getByText(GrantMessages.awarded).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    // $2,000 more on top of the $9,000 this admin just awarded crosses the 24 h limit: the ledger refuses it
    // directly and the dialog offers the same amount as a request for a second admin.
    await page
      .locator(`[data-user-id="${small.userId}"]`)
      .getByRole('button', { name: /Add\/Deduct Funds/ })
      .click();
    const funds = page.getByRole('dialog');
    await funds.getByLabel('Add', { exact: true }).check();
    await funds.getByLabel('Amount (USD)').fill('2000');
    await funds.getByRole('button', { name: 'Apply' }).click();
    await funds.getByRole('alert').getByText(ApprovalMessages.required(FOUR_EYES_DEFAULT_THRESHOLD_CENTS)).waitFor({ timeout: 15_000 });
    await funds.getByRole('button', { name: 'Request Approval' }).click();
    await funds.getByRole('status').getByText(ApprovalMessages.requested).waitFor({ timeout: 15_000 });
    await funds.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.getByLabel('Search users').fill(large.email);
    await page
      .locator(`[data-user-id="${large.userId}"]`)
      .getByRole('button', { name: /Award Grant/ })
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Grant title').fill('Regional Health Programme');
    await dialog.getByLabel('Total grant amount (USD)').fill('50000');
    await dialog.getByRole('button', { name: 'Request Approval' }).click();
    await dialog.getByRole('status').getByText(ApprovalMessages.requested).waitFor({ timeout: 15_000 });
  });
  assert.equal((await clientFor(small.token).call(Api.me.dashboard)).balanceCents, 900_000, 'the refused addition moved nothing');
  assert.equal((await clientFor(large.token).call(Api.me.dashboard)).balanceCents, 0, 'nothing moves before the second approval');

  await asAdmin('four-eyes-checker', DEMO_ADMIN_2, async (page) => {
    const queue = page.getByRole('region', { name: 'Awaiting my approval' });
    const row = queue.locator('tr', { hasText: large.email });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Approve' }).click();
    await queue.getByRole('status').getByText(ApprovalMessages.approved).waitFor({ timeout: 15_000 });
  });
  assert.equal((await clientFor(large.token).call(Api.me.dashboard)).balanceCents, 5_000_000);
});
