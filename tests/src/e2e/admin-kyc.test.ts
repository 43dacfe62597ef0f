import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { GATEWAY_URL, api, registerRecipient, setAccountStatus, tokenFor } from '../support/platform.js';
import { newAdminWithTotp, type TestAdmin } from '../support/admins.js';
import { pdfBytes, uploadKyc } from '../support/kyc.js';
import { inNewPage, launchBrowser, signInAdminOnKeycloakPage, startAdminSignIn } from '../support/browser.js';
import { waitFor } from '../support/wait.js';

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

/** Letters only (names allow no digits), unique enough for a run. */
function tag(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

async function recipientWithPendingKyc(lastName: string) {
  const r = await registerRecipient({ lastName });
  await setAccountStatus(r.userId, 'approved');
  const token = await tokenFor(r.email, r.password);
  const upload = await uploadKyc(token, 'aml.pdf', pdfBytes());
  assert.equal(upload.status, 201);
  return { ...r, token };
}

async function kycStatus(token: string): Promise<string> {
  return (await api<{ kycStatus: string }>('GET', '/api/kyc', { token })).body.kycStatus;
}

/** Signs in on the admin sign-in page (username, password, authenticator code) and opens the dashboard. */
async function signInAsAdmin(page: Page): Promise<void> {
  await startAdminSignIn(page);
  await signInAdminOnKeycloakPage(page, admin);
  await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });
}

test('KYC Management: search, review dialog tabs (document in the page, history), approve with notes', async () => {
  const name = `Kyc${tag()}`;
  const r = await recipientWithPendingKyc(name);
  await inNewPage(browser, 'admin-kyc-review', async (page) => {
    await signInAsAdmin(page);
    await page.goto(`${GATEWAY_URL}/admin/dashboard?tab=kyc`);
    const kyc = page.getByRole('region', { name: 'KYC Management' });
    await kyc.getByRole('tab', { name: 'KYC Requests' }).waitFor();
    await kyc.getByLabel('Search KYC requests').fill(name);
    const row = kyc.getByRole('row', { name: new RegExp(name) });
    await row.waitFor({ timeout: 20_000 });
    // Once the debounced search applies, only the header and the one match are left.
    await waitFor(async () => (await kyc.getByRole('table', { name: 'KYC requests' }).getByRole('row').count()) === 2, {
      timeoutMs: 10_000,
      what: 'the search to leave one row',
    });
    await row.getByRole('button', { name: `Review ${r.firstName} ${name}` }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Document View' }).click();
    const frame = dialog.locator('iframe.adm-document-frame');
    await frame.waitFor({ timeout: 15_000 });
    assert.match((await frame.getAttribute('src')) ?? '', /^\/api\/kyc\/files\/[^?]+\?disposition=inline$/);
    assert.match((await dialog.getByRole('link', { name: 'Download' }).getAttribute('href')) ?? '', /^\/api\/kyc\/files\//);

    await dialog.getByRole('tab', { name: 'History & Details' }).click();
    const trail = dialog.getByRole('table', { name: 'Audit trail' });
    await trail.getByRole('cell', { name: 'kyc_submission' }).waitFor({ timeout: 15_000 });
    await trail.getByRole('cell', { name: 'document_view' }).first().waitFor({ timeout: 15_000 });

    await dialog.getByRole('tab', { name: 'Review & Actions' }).click();
    await dialog.getByLabel('Reviewer notes').fill('Certificate checked');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('KYC approved.').waitFor({ timeout: 15_000 });
  });
  assert.equal(await kycStatus(r.token), 'approved');
  const latest = (await api<{ latestDocument: { reviewerNotes: string } }>('GET', '/api/kyc', { token: r.token })).body.latestDocument;
  assert.equal(latest.reviewerNotes, 'Certificate checked');
});

test('KYC Management: bulk approve of the selected requests with confirmation; Analytics & Reports shows counts', async () => {
  const group = `Bulk${tag()}`;
  const a = await recipientWithPendingKyc(`${group}a`);
  const b = await recipientWithPendingKyc(`${group}b`);
  await inNewPage(browser, 'admin-kyc-bulk', async (page) => {
    await signInAsAdmin(page);
    await page.goto(`${GATEWAY_URL}/admin/dashboard?tab=kyc`);
    const kyc = page.getByRole('region', { name: 'KYC Management' });
    await kyc.getByLabel('Search KYC requests').fill(group);
    await kyc.getByRole('row', { name: new RegExp(`${group}b`) }).waitFor({ timeout: 20_000 });
    await kyc.getByLabel(`Select ${a.firstName} ${group}a`).check();
    await kyc.getByLabel(`Select ${b.firstName} ${group}b`).check();
    await kyc.getByText('2 selected').waitFor();
    await kyc.getByRole('button', { name: 'Approve Selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Notes for the recipients (optional)').fill('Approved together');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.getByText('2 of 2 KYC requests changed.').waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await kyc.getByRole('tab', { name: 'Analytics & Reports' }).click();
    const submitted = kyc.getByTestId('kyc-analytics-submitted');
    await submitted.waitFor({ timeout: 15_000 });
    assert.ok(Number(await submitted.locator('.adm-card-value').textContent()) >= 2);
    await kyc.getByTestId('kyc-analytics-median-review-time').waitFor();
  });
  assert.equal(await kycStatus(a.token), 'approved');
  assert.equal(await kycStatus(b.token), 'approved');
});

test('System page: health, queue depths and outbox lag per service (admins only)', async () => {
  await inNewPage(browser, 'admin-system', async (page) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'System' }).click();
    await page.waitForURL(`${GATEWAY_URL}/admin/system`);
    const services = page.getByRole('table', { name: 'Services' });
    await services
      .getByRole('row', { name: /ledger-withdrawals/ })
      .getByText('ledger-receipts')
      .waitFor({ timeout: 20_000 });
    await services
      .getByRole('row', { name: /identity/ })
      .getByText('identity-registration-notice', { exact: false })
      .waitFor();
    await services
      .getByRole('row', { name: /identity/ })
      .getByText(/pending/)
      .waitFor();
    await services
      .getByRole('row', { name: /payments/ })
      .getByText(/pending/)
      .waitFor();
    await page
      .getByRole('table', { name: 'Servers' })
      .getByRole('row', { name: /keycloak/ })
      .getByText('Up')
      .waitFor();
  });
});
