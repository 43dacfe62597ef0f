import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { UserDeleteMessages } from '@portal/contracts';
import { GATEWAY_URL, DEMO_ADMIN, api, registerRecipient, tokenFor } from '../support/platform.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { waitFor } from '../support/wait.js';
import { newAdminWithTotp, type TestAdmin } from '../support/admins.js';
import { inNewPage, launchBrowser, signInAdminOnKeycloakPage, startAdminSignIn } from '../support/browser.js';

let browser: Browser;
/** An admin of this file's own: its sign-ins need no one-time code another test file uses. */
let admin: TestAdmin;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newAdminWithTotp();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Waits until the Users table shows the searched row alone. A new recipient is on the unfiltered list's first
 * page too, and that table is replaced when the search's answer arrives: a click before it can be lost.
 */
async function onlyRow(page: Page, row: Locator): Promise<void> {
  await waitFor(async () => (await page.locator('tr[data-email]').count()) === 1 && (await row.isVisible()), {
    timeoutMs: 15_000,
    what: 'the search to show the one user',
  });
}

async function asAdmin(name: string, steps: (page: Page) => Promise<void>): Promise<void> {
  await inNewPage(browser, name, async (page) => {
    await startAdminSignIn(page);
    await signInAdminOnKeycloakPage(page, admin);
    await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });
    await steps(page);
  });
}

test('Overview shows the cards and the newest transactions with the person named', async () => {
  const r = await approvedRecipientWithToken();
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  await api('POST', `/api/admin/users/${r.userId}/funds`, { token: admin, body: { direction: 'add', amountCents: 4_321, idempotencyKey: randomUUID() } });
  await asAdmin('admin-overview', async (page) => {
    await page.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 20_000 });
    for (const card of [
      'Total Users',
      'Active Users',
      'Total Balance',
      'Pending Accounts',
      'Pending KYC',
      'Transactions',
      'Transfers',
      'Withdrawals',
      'Total Volume',
      'Average Transaction',
      'Activity Rate',
    ]) {
      await page.locator(`[data-stat="${card}"]`).waitFor();
    }
    const recent = page.getByRole('table', { name: 'Recent transactions' });
    await recent.waitFor();
    assert.ok((await recent.getByRole('row').count()) >= 2);
  });
});

test('Account Approvals: Approve All with nothing selected warns; selected accounts are approved', async () => {
  const a = await registerRecipient();
  await asAdmin('admin-approve-all', async (page) => {
    await page.getByRole('tab', { name: /^Account Approvals/ }).click();
    const region = page.getByRole('region', { name: 'Account Approvals' });
    await region.getByRole('button', { name: 'Approve All' }).click();
    await region.getByText('No accounts selected for approval').waitFor();
    await region.getByLabel(`Select ${a.firstName} ${a.lastName}`).check();
    await region.getByRole('button', { name: 'Approve All' }).click();
    await region.getByText('1 account(s) approved.').waitFor({ timeout: 15_000 });
  });
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const answer = await api<{ items: { accountStatus: string }[] }>('GET', `/api/admin/users/directory?search=${encodeURIComponent(a.email)}`, { token: admin });
  assert.equal(answer.body.items[0]?.accountStatus, 'approved');
});

test('Users: search, reject jumps to the Rejected filter, deactivate, and delete with typed DELETE', async () => {
  const keep = await registerRecipient();
  const gone = await approvedRecipientWithToken();
  await asAdmin('admin-users', async (page) => {
    await page.getByRole('tab', { name: 'Users' }).click();
    const search = page.getByLabel('Search users');
    await search.fill(keep.email);
    const keepRow = page.locator(`[data-user-id="${keep.userId}"]`);
    await onlyRow(page, keepRow);
    await keepRow.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('button', { name: /^Rejected/, pressed: true }).waitFor({ timeout: 15_000 });
    await keepRow.getByText('Rejected', { exact: true }).waitFor();

    await page.getByRole('button', { name: /^All/ }).click();
    await search.fill(gone.email);
    const goneRow = page.locator(`[data-user-id="${gone.userId}"]`);
    await onlyRow(page, goneRow);
    await goneRow.getByRole('button', { name: 'Deactivate' }).click();
    await goneRow.getByText('Inactive').waitFor({ timeout: 15_000 });
    assert.equal((await api('GET', '/api/me', { token: gone.token })).status, 403);

    await goneRow.getByRole('button', { name: /^Delete/ }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await page.getByText(UserDeleteMessages.cancelled).waitFor();
    await goneRow.getByRole('button', { name: /^Delete/ }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await page.getByText(UserDeleteMessages.deleted).waitFor({ timeout: 15_000 });
    await page.getByText('No users match the search.').waitFor({ timeout: 15_000 });
  });
});

test('Grant Conflicts lists accounts sharing a grant number; one is rejected there; the Audit Log shows it and exports CSV', async () => {
  const grantNumber = `UNSEAF-${2000 + Math.floor(Math.random() * 100)}/GR-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const a = await registerRecipient({ grantNumber });
  await registerRecipient({ grantNumber });
  await asAdmin('admin-conflicts-audit', async (page) => {
    await page.getByRole('tab', { name: /^Grant Conflicts \(\d+\)/ }).click();
    const group = page.locator(`[data-grant-number="${grantNumber}"]`);
    await group.getByText('2 accounts').waitFor({ timeout: 15_000 });
    await group.locator(`[data-user-id="${a.userId}"]`).getByRole('button', { name: 'Reject' }).click();
    await page.getByText(`${a.firstName} ${a.lastName} is now Rejected.`).waitFor({ timeout: 15_000 });

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await page.getByLabel('Search the audit log').fill(a.email);
    const log = page.getByRole('table', { name: 'Audit log' });
    await log
      .getByRole('row', { name: /Account Status Change/ })
      .getByText('pending → rejected')
      .first()
      .waitFor({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    assert.equal((await download).suggestedFilename(), 'admin-audit-log.csv');
  });
});
