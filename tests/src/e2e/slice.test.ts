import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { GATEWAY_URL, newRegistration, api, setAccountStatus } from '../support/platform.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the landing page loads with its calls to action', async () => {
  const page = await browser.newPage();
  await page.goto(`${GATEWAY_URL}/`);
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  assert.ok(await page.getByRole('link', { name: 'Login' }).first().isVisible());
  await page.close();
});

test('slice: register → pending message on sign-in → admin approves → dashboard with $0.00', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const r = newRegistration();
  await withScreenshotOnFailure(page, 'slice', async () => {
    await page.goto(`${GATEWAY_URL}/register`);
    await page.locator('#first_name').fill(r.firstName);
    await page.locator('#last_name').fill(r.lastName);
    await page.locator('#grant_number').fill(r.grantNumber);
    await page.locator('#email').fill(r.email);
    await page.locator('#password').fill(r.password);
    await page.locator('#confirmPassword').fill(r.confirmPassword);
    await page.locator('button[type="submit"]').click();
    await page.getByText('Account Created Successfully!').waitFor({ timeout: 20_000 });
    assert.ok(await page.getByText('Pending Approval').first().isVisible());
    assert.ok(await page.getByText(r.grantNumber).first().isVisible());

    await page
      .getByRole('button', { name: 'Continue to Login Page' })
      .or(page.getByRole('link', { name: 'Continue to Login Page' }))
      .click();
    await signInOnKeycloakPage(page, r.email, r.password);
    await page.getByText('Your account is pending approval. Please wait for admin approval before logging in.').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByText('Available Balance').count(), 0, 'no dashboard for a pending account');

    const admin = await api<Array<{ id: string; email: string }>>('GET', '/api/admin/users?status=pending', {
      token: await (await import('../support/platform.js')).tokenFor('admin', 'Admin#2026'),
    });
    const userId = admin.body.find((p) => p.email === r.email)?.id;
    assert.ok(userId, 'the new account is in the pending list');
    await setAccountStatus(userId, 'approved');

    // Still on the sign-in card that shows the pending message: sign in again from there.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await signInOnKeycloakPage(page, r.email, r.password);
    await page.getByRole('heading', { name: `Welcome, ${r.firstName}` }).waitFor({ timeout: 30_000 });
    await page.getByText('Available Balance').waitFor();
    assert.ok(await page.getByText('$0.00').first().isVisible());
  });
  await context.close();
});
