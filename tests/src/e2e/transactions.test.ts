import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { GATEWAY_URL, api } from '../support/platform.js';
import { fundedRecipient, withdraw } from '../support/money.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('transaction history: all rows, the Debit filter, quick search with Enter and a CSV export of the filtered rows', async () => {
  const r = await fundedRecipient(300_000, 13);
  const first = (await withdraw(r.token, 12_345)).body.withdrawal;
  await withdraw(r.token, 20_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'transactions', async () => {
    await page.goto(`${GATEWAY_URL}/login`);
    await signInOnKeycloakPage(page, r.email, r.password);
    await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
    await page.goto(`${GATEWAY_URL}/dashboard?tab=transactions`);
    await page.getByRole('heading', { name: 'Transaction History' }).waitFor({ timeout: 20_000 });
    const count = page.getByTestId('transactions-count');
    await page.getByTestId('transaction-row').first().waitFor();
    assert.equal((await count.innerText()).trim(), '3');

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Debit' });
    await page.waitForFunction(() => document.querySelector('[data-testid="transactions-count"]')?.textContent?.trim() === '2');
    assert.equal(await page.locator('[data-testid="transaction-row"][data-type="credit"]').count(), 0);

    await page.getByLabel('Search', { exact: true }).fill(first.transactionNumber);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="transactions-count"]')?.textContent?.trim() === '1');
    assert.ok(await page.getByTestId('transaction-row').getByText('$123.45').count());

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'transactions.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    assert.equal(lines.length, 2, 'header and the one filtered row');
    assert.ok(lines[1]!.startsWith(`${first.transactionNumber},debit,`));

    await page.getByLabel('Search', { exact: true }).fill('no-such-thing');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.getByText('No transactions found').waitFor();
  });
  await context.close();
  assert.equal((await api<{ items: unknown[] }>('GET', '/api/transactions', { token: r.token })).body.items.length, 3);
});
