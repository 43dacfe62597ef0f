import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { Api, ProjectPaymentMessages, TransferMessages, formatUsd, isRecipientMe } from '@portal/contracts';
import { GATEWAY_URL } from '../support/platform.js';
import { fundedRecipient, PIN } from '../support/money.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { clientFor } from '../support/client.js';
import { launchBrowser, signInOnKeycloakPage, inNewPage } from '../support/browser.js';

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

async function confirmWithPin(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm Transaction' });
  await dialog.waitFor();
  for (let i = 0; i < 6; i++) await dialog.getByLabel(`PIN digit ${i + 1}`).fill(PIN[i]!);
  await dialog.getByRole('button', { name: 'Confirm Transaction' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}

async function balanceText(page: Page): Promise<string> {
  await page.goto(`${GATEWAY_URL}/dashboard`);
  const card = page.getByTestId('available-balance');
  await card.waitFor({ timeout: 20_000 });
  return (await card.innerText()).trim();
}

test('a transfer to another recipient through the UI: both histories and both dashboards show it', async () => {
  const a = await fundedRecipient(100_000, 13);
  const b = await approvedRecipientWithToken();
  const me = await clientFor(b.token).call(Api.me.get);
  assert.ok(isRecipientMe(me));

  await inNewPage(browser, 'transfer-send', async (page) => {
    await signIn(page, a.email, a.password, a.firstName);
    await page.getByTestId('menu-transfer').click();
    await page.getByRole('tab', { name: /Send Money/ }).waitFor();
    await page.getByRole('button', { name: 'Send Money' }).click();
    assert.equal((await page.getByTestId('transfer-error').innerText()).trim(), TransferMessages.requiredFields);

    await page.getByLabel('Recipient Name').fill(`${b.firstName} ${b.lastName}`);
    await page.getByLabel('Recipient Account Number').fill(me.accountNumber);
    await page.getByLabel('Amount (USD)').fill('25.00');
    await page.getByLabel('Description (optional)').fill('Workshop venue share');
    assert.equal((await page.getByTestId('transfer-total').innerText()).trim(), '$25.25');
    await page.getByRole('button', { name: 'Send Money' }).click();
    await confirmWithPin(page);
    const result = (await page.getByTestId('transfer-result').innerText()).trim();
    assert.match(result, /^Transfer TRF\d+ completed successfully\. New balance: \$974\.75\.$/);

    await page.getByRole('tab', { name: /Transfer History/ }).click();
    const row = page.getByTestId('transfer-row').first();
    await row.waitFor();
    assert.match(await row.innerText(), /\$25\.00[\s\S]*\$0\.25[\s\S]*\$25\.25[\s\S]*completed/i);
    assert.equal(await balanceText(page), formatUsd(100_000 - 2_525));
  });

  await inNewPage(browser, 'transfer-receive', async (page) => {
    await signIn(page, b.email, b.password, b.firstName);
    assert.equal(await balanceText(page), '$25.00');
    await page.getByText('Transfer received (TRF').first().waitFor();
  });
});

test('project payments through the UI: one domestic and one international are created', async () => {
  const a = await fundedRecipient(500_000, 13);
  await inNewPage(browser, 'project-payments', async (page) => {
    await signIn(page, a.email, a.password, a.firstName);
    await page.goto(`${GATEWAY_URL}/dashboard?tab=transfer&view=new_payment`);
    await page.getByRole('heading', { name: 'Create Project Payment' }).waitFor();

    await page.getByLabel('Category').selectOption('staff_personnel');
    await page.getByLabel('Vendor/Contractor Name').fill('Field Team Ltd');
    await page.getByLabel('Amount (USD)').fill('1000');
    await page.getByLabel('Purpose Description').fill('Salaries for March');
    await page.getByLabel('Account Number', { exact: true }).fill('12345678');
    await page.getByLabel('Bank Name').fill('Equity Bank');
    await page.getByLabel('Contact Phone').fill('+254700000000');
    await page.getByLabel('Employee ID').fill('EMP-7');
    await page.getByRole('button', { name: 'Submit Payment Request' }).click();
    await confirmWithPin(page);
    assert.match((await page.getByTestId('payment-result').innerText()).trim(), /^Payment request PP-\d{8}-\d{5} submitted\./);

    await page.getByLabel('Category').selectOption('contractors_suppliers');
    await page.getByLabel('Vendor/Contractor Name').fill('Builders Intl');
    await page.getByLabel('International', { exact: true }).check();
    await page.getByLabel('Amount (USD)').fill('200');
    await page.getByLabel('Purpose Description').fill('Roof materials');
    await page.getByLabel('Account Number', { exact: true }).fill('GB29NWBK60161331926819');
    await page.getByLabel('Bank Name').fill('NatWest');
    await page.getByLabel('Contact Phone').fill('+44 20 0000 0000');
    await page.getByLabel('Contract Number').fill('CN-2026-0042');
    await page.getByLabel('Company Registration').fill('RC-1234567');
    await page.getByLabel('SWIFT Code').fill('natwgb2l');
    await page.getByLabel('Bank Country').fill('United Kingdom');
    await page.getByLabel('Currency').selectOption('GBP');
    await page.getByRole('button', { name: 'Submit Payment Request' }).click();
    await confirmWithPin(page);
    await page.getByTestId('payment-result').waitFor();

    await page.getByRole('tab', { name: /Payment History/ }).click();
    await page.getByTestId('payments-count').getByText('2').waitFor();
    const rows = page.getByTestId('payment-row');
    assert.equal(await rows.count(), 2);
    assert.match(await rows.nth(0).innerText(), /Builders Intl[\s\S]*Contractors & Suppliers[\s\S]*\$200\.00[\s\S]*\$3\.00[\s\S]*\$197\.00[\s\S]*pending/i);
    assert.equal(await balanceText(page), formatUsd(500_000 - 101_500 - 20_300));
  });

  // The admin completes the first and fails the second through the API; the recipient sees both and the refund.
  const admin = clientFor(a.adminToken);
  const [international, domestic] = await clientFor(a.token).call(Api.projectPayments.list);
  await admin.call(Api.admin.setProjectPaymentStatus, { params: { id: domestic!.id }, body: { status: 'completed' } });
  await admin.call(Api.admin.setProjectPaymentStatus, { params: { id: international!.id }, body: { status: 'failed' } });
  await inNewPage(browser, 'project-payments-after-admin', async (page) => {
    await signIn(page, a.email, a.password, a.firstName);
    assert.equal(await balanceText(page), formatUsd(500_000 - 101_500));
    await page.goto(`${GATEWAY_URL}/dashboard?tab=transfer&view=payment_history`);
    const rows = page.getByTestId('payment-row');
    await rows.first().waitFor();
    assert.match(await rows.nth(0).innerText(), /failed/i);
    assert.match(await rows.nth(1).innerText(), new RegExp(`completed[\\s\\S]*${ProjectPaymentMessages.completed}`, 'i'));
  });
});
