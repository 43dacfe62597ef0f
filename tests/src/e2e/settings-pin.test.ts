import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { waitForMail } from '@portal/infra';
import { CATALOGUES, PIN_RESET_PATH, PinMessages, WithdrawalMessages } from '@portal/contracts';
import { GATEWAY_URL, api, databaseUrl } from '../support/platform.js';
import { since } from '../support/notifications.js';
import { PIN, fundedRecipient } from '../support/money.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
const ledger = new pg.Pool({ connectionString: databaseUrl('portal_ledger'), max: 1 });
afterAll(async () => {
  await browser?.close();
  await ledger.end();
});

test('without a PIN, New Withdrawal sends to Settings with the alert; the PIN is set up there (weak and mismatched refused) and deleted with the current PIN', async () => {
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
    assert.equal(await confirm.getByLabel('Account Password').count(), 0, 'the password is no proof');
    const typeCurrent = async (pin: string) => {
      for (let i = 0; i < pin.length; i++) await confirm.getByLabel(`Current PIN digit ${i + 1}`).fill(pin[i]!);
    };
    await typeCurrent('739164');
    await deleteButton.click();
    await page.getByText(PinMessages.deleted).first().waitFor({ timeout: 15_000 });
    await confirm.waitFor({ state: 'detached' });
    assert.deepEqual((await api('GET', '/api/pin', { token: r.token })).body, { hasPin: false, lockedUntil: null });
  });
  await context.close();
});

test('a locked PIN: "Forgot your PIN?" mails a link; opened signed out, the sign-in returns to it; the page behind it sets a new PIN (errors next to their fields) and clears the lock', async () => {
  const r = await fundedRecipient(100_000, 13);
  await ledger.query(`UPDATE user_pins SET failed_attempts = 3, locked_until = now() + interval '30 minutes' WHERE user_id = $1`, [r.userId]);
  let context = await browser.newContext();
  let page = await context.newPage();
  await withScreenshotOnFailure(page, 'settings-pin-reset', async () => {
    await page.goto(`${GATEWAY_URL}/login`);
    await signInOnKeycloakPage(page, r.email, r.password);
    await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
    await page.goto(`${GATEWAY_URL}/settings`);
    await page.getByTestId('pin-status').getByText('Locked').waitFor({ timeout: 15_000 });

    const from = since();
    await page.getByRole('button', { name: 'Forgot your PIN?' }).click();
    await page.getByText(PinMessages.resetRequested).waitFor({ timeout: 15_000 });
    const mail = await waitForMail({ to: r.email, subject: CATALOGUES.en.email.security.pinResetLink.subject, since: from, timeoutMs: 20_000 });
    const link = /https?:\/\/\S+\/settings\/pin-reset\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
    assert.ok(link && link.includes(PIN_RESET_PATH), mail.text);
    const resetPage: string = link;
    assert.deepEqual(
      (await api<{ lockedUntil: string | null }>('GET', '/api/pin', { token: r.token })).body.lockedUntil !== null,
      true,
      'still locked until the link is used',
    );

    // The link opened where nobody is signed in: the sign-in returns to the page behind the link, token and all.
    await context.close();
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(resetPage);
    await signInOnKeycloakPage(page, r.email, r.password);
    await page.getByRole('heading', { name: 'Reset Transaction PIN' }).waitFor({ timeout: 30_000 });
    assert.equal(new URL(page.url()).searchParams.get('token'), new URL(resetPage).searchParams.get('token'));
    await page.getByLabel('New PIN').fill('123456');
    await page.getByLabel('Confirm PIN').fill('123456');
    await page.getByRole('button', { name: 'Set New PIN' }).click();
    await page.locator('#set-reset-pin-error').getByText(PinMessages.weak).waitFor();
    await page.getByLabel('New PIN').fill('482915');
    await page.getByLabel('Confirm PIN').fill('482916');
    await page.getByRole('button', { name: 'Set New PIN' }).click();
    await page.locator('#set-reset-confirm-error').getByText(PinMessages.mismatch).waitFor();
    await page.getByLabel('Confirm PIN').fill('482915');
    await page.getByRole('button', { name: 'Set New PIN' }).click();
    await page.getByText(PinMessages.resetDone).waitFor({ timeout: 15_000 });
    assert.deepEqual((await api('GET', '/api/pin', { token: r.token })).body, { hasPin: true, lockedUntil: null });

    // The same link again: refused above the form.
    await page.goto(resetPage);
    await page.getByLabel('New PIN').fill('591736');
    await page.getByLabel('Confirm PIN').fill('591736');
    await page.getByRole('button', { name: 'Set New PIN' }).click();
    await page.locator('#set-reset-link-error').getByText(PinMessages.resetLinkInvalid).waitFor({ timeout: 15_000 });

    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await page.getByTestId('pin-status').getByText('PIN is set').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('pin-status').getByText('Locked').count(), 0);
  });
  await context.close();
});
