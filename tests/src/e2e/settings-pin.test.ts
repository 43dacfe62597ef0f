import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { PinMessages, WithdrawalMessages } from '@portal/contracts';
import { GATEWAY_URL, api } from '../support/platform.js';
import { PIN, fundedRecipient } from '../support/money.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('without a PIN, New Withdrawal sends to Settings with the alert; the PIN is set up there (weak and mismatched refused) and deleted with the password ("Forgot your PIN?")', async () => {
  const r = await fundedRecipient(100_000, 13);
  assert.equal((await api('DELETE', '/api/pin', { token: r.token, body: { currentPin: PIN } })).status, 200);
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'settings-pin', async () => {
    await page.goto(`${GATEWAY_URL}/login`);
    await signInOnKeycloakPage(page, r.email, r.password);
    await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
    await page.goto(`${GATEWAY_URL}/withdrawals/new`);
    await page.waitForURL(`${GATEWAY_URL}/settings`, { timeout: 20_000 });
    await page.getByText(WithdrawalMessages.pinRequired).waitFor();

    await page.getByRole('button', { name: 'Set Up PIN' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#set-pin-new').fill('123456');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(PinMessages.weak).waitFor();
    await dialog.locator('#set-pin-new').fill('12ab34');
    assert.equal(await dialog.locator('#set-pin-new').inputValue(), '1234', 'non-digits are stripped');
    assert.equal(await dialog.getByRole('button', { name: 'Continue' }).isDisabled(), true, 'Continue waits for six digits');
    await dialog.locator('#set-pin-new').fill('739164');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.locator('#set-pin-confirm').fill('739165');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(PinMessages.mismatch).waitFor();
    await dialog.locator('#set-pin-confirm').fill('739164');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(PinMessages.setupSuccess).waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    assert.deepEqual((await api('GET', '/api/pin', { token: r.token })).body, { hasPin: true, lockedUntil: null });

    await page.getByRole('button', { name: 'Delete PIN' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Transaction PIN?' });
    await confirm.getByText(PinMessages.deleteConfirm).waitFor();
    const deleteButton = confirm.getByRole('button', { name: 'Delete PIN' });
    assert.equal(await deleteButton.isDisabled(), true, 'nothing is deleted without proof');
    await confirm.getByRole('button', { name: 'Forgot your PIN?' }).click();
    await confirm.getByLabel('Account Password').fill('not-my-password');
    await deleteButton.click();
    await confirm.getByText(PinMessages.passwordWrong).waitFor({ timeout: 15_000 });
    assert.deepEqual((await api('GET', '/api/pin', { token: r.token })).body, { hasPin: true, lockedUntil: null }, 'a wrong password deletes nothing');
    await confirm.getByLabel('Account Password').fill(r.password);
    await deleteButton.click();
    await page.getByText(PinMessages.deleted).first().waitFor({ timeout: 15_000 });
    await confirm.waitFor({ state: 'detached' });
    assert.deepEqual((await api('GET', '/api/pin', { token: r.token })).body, { hasPin: false, lockedUntil: null });
  });
  await context.close();
});
