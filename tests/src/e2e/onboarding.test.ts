import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { accountBlockedMessage } from '@portal/contracts';
import {
  GATEWAY_URL,
  DEMO_RECIPIENT,
  newRegistration,
  registerRecipient,
  setAccountStatus,
  tokenFor,
  resetLinkFromMail,
  tokenOfLink,
  api,
} from '../support/platform.js';
import { forceAccountStatus } from '../support/accounts-db.js';
import { waitForBlockedSessionsEnded } from '../support/admins.js';
import { expireResetLink } from '../support/databases.js';
import { launchBrowser, signInOnKeycloakPage, inNewPage } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${GATEWAY_URL}/login`);
  await signInOnKeycloakPage(page, email, password);
}

test('a registration through the browser ends on the success screen, whose link leads to the sign-in', async () => {
  await inNewPage(browser, 'registration-success', async (page) => {
    const r = newRegistration();
    await page.goto(`${GATEWAY_URL}/register`);
    await page.locator('#first_name').fill(r.firstName);
    await page.locator('#last_name').fill(r.lastName);
    await page.locator('#grant_number').fill(r.grantNumber);
    await page.locator('#email').fill(r.email.toUpperCase());
    await page.locator('#password').fill(r.password);
    await page.locator('#confirmPassword').fill(r.confirmPassword);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Account Created Successfully!' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Continue to Login Page' }).click();
    await page.waitForURL(/\/realms\/grant-portal\/|\/login/);
  });
});

test('pending, rejected and any other status each get their message on sign-in, and no dashboard', async () => {
  for (const status of ['pending', 'rejected', 'suspended']) {
    const r = await registerRecipient();
    if (status === 'rejected') {
      await setAccountStatus(r.userId, 'rejected');
      await waitForBlockedSessionsEnded(r.userId); // else its second logout may end the sign-in below
    }
    if (status === 'suspended') await forceAccountStatus(r.userId, 'suspended');
    await inNewPage(browser, `blocked-${status}`, async (page) => {
      await signIn(page, r.email, r.password);
      await page.getByText(accountBlockedMessage(status), { exact: true }).waitFor({ timeout: 30_000 });
      assert.equal(await page.getByText('Available Balance').count(), 0);
      assert.match(page.url(), /\/login\?blocked=/);
    });
  }
  assert.equal(accountBlockedMessage('suspended'), "Account status 'suspended' is not active. Please contact support.");
});

test('a wrong password shows Invalid email or password. on the sign-in page', async () => {
  await inNewPage(browser, 'wrong-password', async (page) => {
    await signIn(page, DEMO_RECIPIENT.email, 'not-the-password');
    await page.getByText('Invalid email or password.').waitFor({ timeout: 15_000 });
    assert.match(page.url(), /\/realms\/grant-portal\//);
  });
});

test('password recovery round trip through the mail catcher; the link then is spent; an expired link is refused', async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  await inNewPage(browser, 'recovery', async (page) => {
    await page.goto(`${GATEWAY_URL}/forgot-password`);
    await page.getByLabel('Email').fill(r.email);
    const since = new Date();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    for (const text of [r.email, 'spam folder', '24 hours']) assert.ok(await page.getByText(text).first().isVisible(), text);

    const link = await resetLinkFromMail(r.email, since);
    await page.goto(link);
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Fresh#2026');
    await page.getByLabel('Confirm New Password').fill('Fresh#2026');
    // The 3 s start when the success screen shows, which is after the press: measured from the press, they
    // cannot look shorter however late the test itself notices the screen (a loaded machine).
    const pressedAt = Date.now();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successfully!' }).waitFor();
    await page.waitForURL(/\/login|\/realms\/grant-portal\//, { timeout: 10_000 });
    assert.ok(Date.now() - pressedAt >= 2900, 'goes to /login after about 3 seconds');
    await page.locator('#kc-login').waitFor({ timeout: 20_000 }); // /login goes on to the sign-in page
    assert.ok(await tokenFor(r.email, 'Fresh#2026'));

    await page.goto(link);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    assert.ok(await page.getByRole('link', { name: 'Request a New Reset Link' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'Back to Login' }).isVisible());

    const since2 = new Date();
    await api('POST', '/api/auth/forgot-password', { body: { email: r.email } });
    const second = await resetLinkFromMail(r.email, since2);
    await expireResetLink(tokenOfLink(second));
    await page.goto(second);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
  });
});

test('the session survives a reload; Log Out ends the Keycloak session and returns to /', async () => {
  await inNewPage(browser, 'sign-out', async (page) => {
    await signIn(page, DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Log Out' }).first().click();
    await page.waitForURL(`${GATEWAY_URL}/`, { timeout: 20_000 });
    await page.goto(`${GATEWAY_URL}/dashboard`);
    await page.locator('#kc-login').waitFor({ timeout: 20_000 });
  });
});

test('an admin status change signs the user out within one re-check, with its message', async () => {
  const r = await registerRecipient();
  await setAccountStatus(r.userId, 'approved');
  await inNewPage(browser, 'forced-sign-out', async (page) => {
    await signIn(page, r.email, r.password);
    await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
    await setAccountStatus(r.userId, 'rejected');
    // The test platform re-checks every 4 s (STATUS_RECHECK_MS); allow one interval plus the sign-out round trip.
    await page.getByText(accountBlockedMessage('rejected'), { exact: true }).waitFor({ timeout: 15_000 });
    assert.match(page.url(), /\/login\?blocked=rejected/);
  });
});
