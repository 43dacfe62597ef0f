import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { healMessage } from '@portal/contracts';
import { GATEWAY_URL, DEMO_ADMIN, api } from '../support/platform.js';
import { fundedRecipient, withdraw } from '../support/money.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('admin: completing a withdrawal asks for confirmation; funds are added through the dialog; Fix Duplicates reports', async () => {
  const r = await fundedRecipient(100_000, 13);
  const w = (await withdraw(r.token, 10_000)).body.withdrawal;
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'admin-money', async () => {
    await page.goto(`${GATEWAY_URL}/admin/login`);
    await page.getByRole('button', { name: 'Admin Sign In' }).click();
    await signInOnKeycloakPage(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });

    await page.goto(`${GATEWAY_URL}/admin/withdrawals`);
    const select = page.getByLabel(`Status for ${w.transactionNumber}`);
    await select.waitFor({ timeout: 20_000 });
    await select.selectOption('completed');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(
      (await api<Array<{ id: string; status: string }>>('GET', '/api/withdrawals', { token: r.token })).body[0]?.status,
      'pending',
      'Cancel changes nothing',
    );
    await select.selectOption('completed');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').getByText(`Withdrawal ${w.transactionNumber} is now completed.`).waitFor({ timeout: 15_000 });
    assert.equal((await api<Array<{ status: string }>>('GET', '/api/withdrawals', { token: r.token })).body[0]?.status, 'completed');

    await page.goto(`${GATEWAY_URL}/admin/dashboard?tab=users`);
    await page.getByLabel('Search users').fill(r.email);
    const row = page.locator(`[data-user-id="${r.userId}"]`);
    await row.getByRole('button', { name: /Add\/Deduct Funds/ }).click();
    const funds = page.getByRole('dialog');
    await funds.getByLabel('Add', { exact: true }).check();
    await funds.getByLabel('Amount (USD)').fill('25.50');
    await funds.getByRole('button', { name: 'Apply' }).click();
    await funds.getByRole('status').getByText('New balance: $925.50').waitFor({ timeout: 15_000 });
    await funds.getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.getByRole('tab', { name: 'Financial Activity' }).click();
    await page.getByRole('button', { name: 'Fix Duplicates' }).click();
    await page.getByTestId('fix-duplicates-result').getByText(healMessage(0)).waitFor();
  });
  await context.close();
  assert.equal((await api<{ balanceCents: number }>('GET', '/api/dashboard', { token: r.token })).body.balanceCents, 92_550);
});
