// The staff roles in the browser: each sees the back office's sections and tabs its roles may use (the
// contracts' staffMayCall) and is offered no action it may not take. The demo staff of
// deploy/keycloak/demo-users.json sign in like the admins, with a one-time code.
import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { DEMO_STAFF, registerRecipient } from '../support/platform.js';
import { inAdminPage, launchBrowser } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });

test('a finance officer sees Payouts, Withdrawals and Webhooks, and neither KYC nor the System page', async () => {
  await inAdminPage(browser, 'staff-finance', DEMO_STAFF.finance, async (page) => {
    await tab(page, 'Payouts').waitFor({ timeout: 20_000 });
    await page.getByTestId('menu-admin-withdrawals').waitFor();
    await page.getByTestId('menu-admin-webhooks').waitFor();
    assert.equal(await page.getByTestId('menu-admin-system').count(), 0, 'no System section');
    assert.equal(await tab(page, 'KYC Management').count(), 0, 'no KYC tab');
    assert.equal(await tab(page, 'Audit Log').count(), 0, 'no audit log tab');
    assert.equal(await tab(page, /^Account Approvals/).count(), 0, 'no account approvals tab');
    await tab(page, 'Payouts').click();
    await page.getByRole('heading', { name: 'Payout batches' }).waitFor();
    await page.getByRole('button', { name: 'Create batch' }).waitFor();
  });
});

test('an auditor reads the audit log and the pending accounts, and is offered no Approve button', async () => {
  const pending = await registerRecipient();
  await inAdminPage(browser, 'staff-auditor', DEMO_STAFF.auditor, async (page) => {
    await tab(page, 'Audit Log').click({ timeout: 20_000 });
    await page.getByRole('table', { name: 'Audit log' }).waitFor({ timeout: 15_000 });

    await tab(page, /^Account Approvals/).click();
    const region = page.getByRole('region', { name: 'Account Approvals' });
    await region.getByText(pending.email).first().waitFor({ timeout: 15_000 });
    assert.equal(await page.getByRole('button', { name: /^Approve/ }).count(), 0, 'no Approve or Approve All button');
    assert.equal(await region.getByRole('button', { name: 'Reject' }).count(), 0, 'no Reject button');

    await tab(page, 'Payouts').click();
    await page.getByRole('heading', { name: 'Payout batches' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create batch' }).count(), 0, 'no Create batch button');
  });
});
