import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { Api, FINANCIAL_RECENT_COUNT, UNKNOWN_USER, formatUsd, healMessage, type AdminRecentActivity } from '@portal/contracts';
import { DEMO_ADMIN, GATEWAY_URL, api, tokenFor } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { fundedRecipient, withdraw } from '../support/money.js';
import { launchBrowser, signInAsNewAdmin, withScreenshotOnFailure } from '../support/browser.js';

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
    await signInAsNewAdmin(page);

    // Status changes are on the Financial tab (the management page is read-only): find the withdrawal there.
    await page.goto(`${GATEWAY_URL}/admin/dashboard?tab=financial`);
    await page.getByLabel('Find a withdrawal by transaction number').fill(w.transactionNumber);
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

test('admin: the Financial tab shows the five newest transactions, transfers and withdrawals with names and US dollars', async () => {
  const r = await fundedRecipient(50_000, 13);
  assert.equal((await withdraw(r.token, 5_000)).status, 201);
  const adminToken = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const recent = async () => (await api<AdminRecentActivity>('GET', Api.admin.recentActivity.path, { token: adminToken })).body;
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'admin-financial-recent', async () => {
    await signInAsNewAdmin(page);
    await page.getByRole('tab', { name: 'Financial Activity' }).click();

    const tables = {
      transactions: page.getByRole('table', { name: 'Recent transactions', exact: true }),
      transfers: page.getByRole('table', { name: 'Recent transfers', exact: true }),
      withdrawals: page.getByRole('table', { name: 'Recent withdrawals', exact: true }),
    };
    // Other test files move money meanwhile: compare the page with an answer that did not change while it loaded.
    await waitFor(
      async () => {
        const before = await recent();
        await page.reload();
        for (const table of Object.values(tables)) await table.waitFor({ timeout: 20_000 });
        const shown = {
          transactions: await tables.transactions.locator('tbody tr').allInnerTexts(),
          transfers: await tables.transfers.locator('tbody tr').allInnerTexts(),
          withdrawals: await tables.withdrawals.locator('tbody tr').allInnerTexts(),
        };
        const after = await recent();
        if (JSON.stringify(before) !== JSON.stringify(after)) return false;
        for (const list of ['transactions', 'transfers', 'withdrawals'] as const) {
          const rows = after[list];
          if (rows.length === 0) continue;
          assert.equal(shown[list].length, rows.length, list);
          assert.ok(rows.length <= FINANCIAL_RECENT_COUNT, list);
          rows.forEach((row, i) => {
            const text = shown[list][i]!;
            assert.ok(text.includes(row.transactionNumber), `${list} row ${i}: ${text}`);
            assert.ok(text.includes(row.user?.fullName ?? UNKNOWN_USER), `${list} row ${i} names its recipient: ${text}`);
            assert.ok(text.includes(formatUsd(row.amountCents)), `${list} row ${i} in US dollars: ${text}`);
            assert.ok(!text.includes(row.userId), `${list} row ${i} shows no id`);
          });
        }
        return after.withdrawals.length > 0 && after.transactions.length > 0;
      },
      { what: 'the Financial tab to show the newest activity', timeoutMs: 60_000, intervalMs: 500 },
    );
  });
  await context.close();
});
