import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { GATEWAY_URL, api } from '../support/platform.js';
import { fundedRecipient, PIN } from '../support/money.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string, firstName: string) {
  await page.goto(`${GATEWAY_URL}/login`);
  await signInOnKeycloakPage(page, email, password);
  await page.getByRole('heading', { name: `Welcome, ${firstName}` }).waitFor({ timeout: 30_000 });
}

type Fill = Array<[string, string, 'fill' | 'select']>;
const METHODS: Array<{ card: RegExp; heading: string; fields: Fill }> = [
  {
    card: /Bank Transfer/,
    heading: 'Bank Transfer Details',
    fields: [
      ['accountHolderName', 'Amina Tester', 'fill'],
      ['bankName', 'Banque Cantonale', 'fill'],
      ['accountNumber', '0012345678', 'fill'],
      ['routingNumber', '021000021', 'fill'],
      ['accountType', 'checking', 'select'],
      ['bankAddress', '1 Rue du Rhône, Geneva', 'fill'],
      ['beneficiaryAddress', '5 Chemin des Fleurs, Geneva', 'fill'],
    ],
  },
  {
    card: /Wire Transfer/,
    heading: 'Wire Transfer Details',
    fields: [
      ['accountHolderName', 'Amina Tester', 'fill'],
      ['bankName', 'Zurich Trade Bank', 'fill'],
      ['accountNumber', '9988776655', 'fill'],
      ['routingNumber', '026009593', 'fill'],
      ['accountType', 'savings', 'select'],
      ['bankAddress', 'Bahnhofstrasse 1, Zurich', 'fill'],
      ['beneficiaryAddress', '5 Chemin des Fleurs, Geneva', 'fill'],
      ['swiftCode', 'zktbchzz', 'fill'],
      ['wireInstructions', 'For project invoices', 'fill'],
      ['beneficiaryPhone', '+41 22 555 0100', 'fill'],
    ],
  },
  {
    card: /Digital Wallet/,
    heading: 'Digital Wallet Details',
    fields: [
      ['walletProvider', 'wise', 'select'],
      ['walletEmail', 'amina@example.org', 'fill'],
      ['verificationStatus', 'verified', 'select'],
    ],
  },
  {
    card: /Check/,
    heading: 'Check Details',
    fields: [
      ['payeeName', 'Amina Tester', 'fill'],
      ['addressLine1', '5 Chemin des Fleurs', 'fill'],
      ['city', 'Geneva', 'fill'],
      ['state', 'GE', 'fill'],
      ['zipCode', '1201', 'fill'],
      ['country', 'Other', 'select'],
    ],
  },
];

async function walkWizard(page: Page, amount: string, method: (typeof METHODS)[number]): Promise<string> {
  await page.goto(`${GATEWAY_URL}/withdrawals/new`);
  await page.getByRole('heading', { name: 'Withdrawal Amount' }).waitFor({ timeout: 20_000 });
  await page.locator('#mny-amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Select Withdrawal Method' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Continue' }).isDisabled(), true, 'Continue waits for a method');
  await page.getByRole('radio', { name: method.card }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: method.heading }).waitFor();
  for (const [id, value, how] of method.fields) {
    if (how === 'select') await page.locator(`#${id}`).selectOption(value);
    else await page.locator(`#${id}`).fill(value);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Verify Your Identity' }).waitFor();
  const dialog = page.getByRole('dialog', { name: 'Confirm Transaction' });
  for (let i = 0; i < 6; i++) await dialog.getByLabel(`PIN digit ${i + 1}`).fill(PIN[i]!);
  await dialog.getByRole('button', { name: 'Confirm Transaction' }).click();
  await page.getByRole('heading', { name: 'Withdrawal Submitted!' }).waitFor({ timeout: 30_000 });
  return (await page.getByTestId('transaction-number').innerText()).trim();
}

test('one withdrawal per method through the wizard, the history cards, an admin completing one and its receipt download', async () => {
  const r = await fundedRecipient(2_000_000, 13);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'withdrawal-wizard', async () => {
    await signIn(page, r.email, r.password, r.firstName);
    const numbers: string[] = [];
    for (const method of METHODS) numbers.push(await walkWizard(page, '100.00', method));
    assert.equal(new Set(numbers).size, 4);
    const balance = await api<{ balanceCents: number }>('GET', '/api/dashboard', { token: r.token });
    assert.equal(balance.body.balanceCents, 2_000_000 - 4 * 10_000);

    const list = await api<Array<{ id: string; transactionNumber: string; feeCents: number; method: string }>>('GET', '/api/withdrawals', { token: r.token });
    assert.deepEqual(
      list.body.map((w) => w.feeCents).sort((a, b) => a - b),
      [150, 500, 1000, 2800],
      'wallet 1.5%, bank min $5, check $10, wire $25 + 3%',
    );
    const bank = list.body.find((w) => w.method === 'bank_transfer')!;
    const completed = await api('POST', `/api/admin/withdrawals/${bank.id}/status`, { token: r.adminToken, body: { status: 'completed' } });
    assert.equal(completed.status, 201);

    await page.goto(`${GATEWAY_URL}/withdrawals/history`);
    const cards = page.getByTestId('withdrawal-card');
    await cards.first().waitFor({ timeout: 20_000 });
    assert.equal(await cards.count(), 4);
    const card = cards.filter({ hasText: bank.transactionNumber });
    await card.getByRole('button', { name: 'Receipt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('iframe.mny-receipt-frame').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    assert.equal(download.suggestedFilename(), `receipt-${bank.id}.html`);
    const html = await readFile((await download.path())!, 'utf8');
    assert.match(html, /COMPLETED/);
    assert.ok(html.includes('•••• 5678') && !html.includes('0012345678'));
    assert.equal(await cards.filter({ hasNotText: bank.transactionNumber }).getByRole('button', { name: 'Receipt' }).count(), 0, 'no receipt for pending ones');
  });
  await context.close();
});
