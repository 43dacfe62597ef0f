import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { PasswordChangeMessages, PinMessages, ProfileMessages, Rpc } from '@portal/contracts';
import { NatsRpc, NatsRpcError } from '../support/rpc.js';
import pg from 'pg';
import { GATEWAY_URL, api, databaseUrl } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { approvedRecipientWithToken } from '../support/kyc.js';
import { launchBrowser, signInOnKeycloakPage, inNewPage } from '../support/browser.js';

let browser: Browser;
const rpc = new NatsRpc(30_000);
const ledger = new pg.Pool({ connectionString: databaseUrl('portal_ledger'), max: 1 });
beforeAll(async () => {
  browser = await launchBrowser();
  await rpc.connect();
});
afterAll(async () => {
  await browser?.close();
  await rpc.close();
  await ledger.end();
});

async function openSettings(page: Page, email: string, password: string, firstName: string): Promise<void> {
  await page.goto(`${GATEWAY_URL}/login`);
  await signInOnKeycloakPage(page, email, password);
  await page.getByRole('heading', { name: `Welcome, ${firstName}` }).waitFor({ timeout: 30_000 });
  await page.goto(`${GATEWAY_URL}/settings`);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 20_000 });
}

const verifyPin = (userId: string, pin: string) =>
  rpc.call(Rpc.pinVerify, { userId, pin }).then(
    () => 'ok',
    (e: NatsRpcError) => e.body.message,
  );

test('Settings: the profile is edited, saved and still there after a reload', async () => {
  const r = await approvedRecipientWithToken();
  await inNewPage(browser, 'settings-profile', async (page) => {
    await openSettings(page, r.email, r.password, r.firstName);
    await page.locator('#set-profile-mobile').fill('+41 22 555 01 23');
    await page.locator('#set-profile-city').fill('Geneva');
    await page.locator('#set-profile-zipCode').fill('1202');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByTestId('profile-notice').getByText(ProfileMessages.updated).waitFor({ timeout: 15_000 });

    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 20_000 });
    const mobile = page.locator('#set-profile-mobile');
    await mobile.waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('#set-profile-city')?.value ?? '') !== '', undefined, { timeout: 15_000 });
    assert.equal(await mobile.inputValue(), '+41 22 555 01 23');
    assert.equal(await page.locator('#set-profile-city').inputValue(), 'Geneva');
    assert.equal(await page.locator('#set-profile-zipCode').inputValue(), '1202');
  });
});

test('Settings: a wrong current password is refused with the reason, the right one changes it, and the new password signs in', async () => {
  const r = await approvedRecipientWithToken();
  const newPassword = 'Fresh#2027';
  await inNewPage(browser, 'settings-password', async (page) => {
    await openSettings(page, r.email, r.password, r.firstName);
    const notice = page.getByTestId('password-notice');
    await page.locator('#set-currentPassword').fill('not-my-password');
    await page.locator('#set-newPassword').fill(newPassword);
    await page.locator('#set-confirmPassword').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await notice.getByText(`${PasswordChangeMessages.failed}: ${PasswordChangeMessages.currentWrong}`).waitFor({ timeout: 15_000 });

    await page.locator('#set-currentPassword').fill(r.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await notice.getByText(PasswordChangeMessages.changed).waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('#set-currentPassword').inputValue(), '', 'the form is cleared');
  });
  await inNewPage(browser, 'settings-password-sign-in', async (page) => {
    await openSettings(page, r.email, newPassword, r.firstName);
  });
});

test('Settings: the PIN is changed with the current PIN; a wrong current PIN is refused and counted', async () => {
  const r = await approvedRecipientWithToken();
  const set = await api('PUT', '/api/pin', { token: r.token, body: { pin: '739164', confirmPin: '739164' } });
  assert.equal(set.status, 200);
  await inNewPage(browser, 'settings-pin-change', async (page) => {
    await openSettings(page, r.email, r.password, r.firstName);
    await page.getByTestId('pin-status').getByText('PIN is set').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Change PIN' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Step 1 of 4').waitFor();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    const typeCurrent = async (pin: string) => {
      for (let i = 0; i < pin.length; i++) await dialog.getByLabel(`Current PIN digit ${i + 1}`).fill(pin[i]!);
    };
    await typeCurrent('73916');
    assert.equal(await continueButton.isDisabled(), true, 'Continue waits for six digits');
    await typeCurrent('000001');
    await continueButton.click();
    await dialog.locator('#set-pin-new').fill('482915');
    await continueButton.click();
    await dialog.locator('#set-pin-confirm').fill('482915');
    await continueButton.click();
    await dialog.getByText(PinMessages.incorrect(2)).waitFor({ timeout: 15_000 });
    assert.equal(await dialog.getByLabel('Current PIN digit 1').inputValue(), '', 'back at the proof, cleared');
    const counted = await ledger.query<{ failed_attempts: number }>('SELECT failed_attempts FROM user_pins WHERE user_id = $1', [r.userId]);
    assert.equal(counted.rows[0]?.failed_attempts, 1, 'the wrong current PIN counts');
    // The next PIN attempt is let through 1 s after a wrong one (the server's pace).
    await waitFor(
      async () =>
        (await ledger.query<{ ok: boolean }>(`SELECT last_failed_at < now() - interval '1 second' AS ok FROM user_pins WHERE user_id = $1`, [r.userId])).rows[0]
          ?.ok,
      { what: 'the pause after a wrong PIN' },
    );

    await typeCurrent('739164');
    await continueButton.click();
    await dialog.locator('#set-pin-new').fill('482915');
    await continueButton.click();
    await dialog.locator('#set-pin-confirm').fill('482915');
    await continueButton.click();
    await dialog.getByText(PinMessages.setupSuccess).waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
  });
  assert.equal(await verifyPin(r.userId, '482915'), 'ok', 'the new PIN works');
});
