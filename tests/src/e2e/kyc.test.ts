import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { KycMessages } from '@portal/contracts';
import { GATEWAY_URL, DEMO_ADMIN, api, registerRecipient, setAccountStatus, tokenFor } from '../support/platform.js';
import { pdfBytes } from '../support/kyc.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInNewRecipient(page: Page) {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  await page.goto(`${GATEWAY_URL}/login`);
  await signInOnKeycloakPage(page, r.email, r.password);
  await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
  return r;
}

async function submitPdf(page: Page, name: string) {
  await page.locator('#kyc-action-button').click();
  await page.getByRole('heading', { name: 'KYC Verification' }).waitFor();
  await page.getByLabel('AML Certificate').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes(name)) });
  await page.locator('#kyc-selected-file .dsh-file-name').getByText(name, { exact: true }).waitFor();
  await page.locator('#kyc-submit').click();
  await page.locator('#kyc-success').getByText(KycMessages.submitted).waitFor({ timeout: 20_000 });
  await page.locator('#kyc-status-banner').getByText('Your KYC documents are under review.').waitFor();
}

async function decide(userId: string, decision: 'approved' | 'rejected', notes?: string) {
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const answer = await api('POST', `/api/admin/kyc/${userId}/decision`, { token: admin, body: { decision, notes } });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
}

test('KYC: upload a PDF → pending and Documents Submitted; admin approves → success notice and the money menu unlocks', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'kyc-approve', async () => {
    const r = await signedInNewRecipient(page);
    assert.ok(await page.getByRole('link', { name: 'Withdraw (locked)' }).count());
    await submitPdf(page, 'aml-certificate.pdf');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    const action = page.locator('#kyc-action-button');
    await action.getByText('Documents Submitted').waitFor();
    assert.equal(await action.isDisabled(), true);

    await decide(r.userId, 'approved');
    await page.locator('#kyc-result-notice').getByText(KycMessages.approvedResult).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Withdraw', exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Withdraw (locked)' }).count(), 0);
    await action.getByText('Verification Complete').waitFor();
  });
  await context.close();
});

test('KYC: admin rejects with notes → warning notice and Resubmit; resubmission returns to pending', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'kyc-reject', async () => {
    const r = await signedInNewRecipient(page);
    await submitPdf(page, 'first.pdf');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await decide(r.userId, 'rejected', 'The certificate is not signed.');
    await page.locator('#kyc-result-notice').getByText(KycMessages.rejectedResult).waitFor({ timeout: 15_000 });
    await page.locator('#kyc-rejected-banner').waitFor();
    await page.locator('#kyc-action-button').getByText('Resubmit Documents').waitFor();
    assert.ok(await page.getByRole('link', { name: 'Withdraw (locked)' }).count(), 'still locked');

    await page.locator('#kyc-action-button').click();
    await page.locator('#kyc-reviewer-notes').getByText('The certificate is not signed.').waitFor();
    await page.getByLabel('AML Certificate').setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes('signed')) });
    await page.locator('#kyc-submit').click();
    await page.locator('#kyc-success').getByText(KycMessages.submitted).waitFor({ timeout: 20_000 });
    await page.getByText('signed.pdf').first().waitFor();
    assert.equal(await page.getByLabel('AML Certificate').count(), 0, 'the form is hidden again while the new submission is pending');
  });
  await context.close();
});

test('KYC: a file that is not a document is refused with a clear message', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'kyc-refused', async () => {
    await signedInNewRecipient(page);
    await page.locator('#kyc-action-button').click();
    const elf = Buffer.alloc(4096);
    elf.set([0x7f, 0x45, 0x4c, 0x46]);
    await page.getByLabel('AML Certificate').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: elf });
    await page.locator('#kyc-submit').click();
    await page.locator('#kyc-error').getByText(KycMessages.contentMismatch).waitFor({ timeout: 20_000 });
  });
  await context.close();
});
