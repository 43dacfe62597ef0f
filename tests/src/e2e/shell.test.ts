import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { AdminSignInMessages, Api } from '@portal/contracts';
import type { Browser, Page, Route } from 'playwright-core';
import { GATEWAY_URL, DEMO_ADMIN, DEMO_RECIPIENT, registerRecipient, api, tokenFor } from '../support/platform.js';
import { newAdminWithTotp } from '../support/admins.js';
import { launchBrowser, signInOnKeycloakPage, startAdminSignIn, withScreenshotOnFailure } from '../support/browser.js';
import { freshTotp } from '../support/totp.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAsDemoRecipient(page: Page): Promise<void> {
  await page.goto(`${GATEWAY_URL}/login`);
  await signInOnKeycloakPage(page, DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
  await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor({ timeout: 30_000 });
}

test('admin routes: signed out → /admin/login; a recipient signed in on the portal is not signed in for /admin', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'admin-guard', async () => {
    for (const route of ['/admin/dashboard', '/admin/dashboard-full', '/admin/withdrawals', '/admin/system', '/admin/test', '/admin/debug']) {
      await page.goto(GATEWAY_URL + route);
      await page.waitForURL(`${GATEWAY_URL}/admin/login`);
    }
    await signInAsDemoRecipient(page);
    // The /admin pages sign in through the admin client (with a second factor): the recipient's session does not count there.
    await page.goto(`${GATEWAY_URL}/admin/dashboard`);
    await page.waitForURL(`${GATEWAY_URL}/admin/login`);
    await page.getByRole('button', { name: 'Admin Sign In' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('heading', { name: 'Account Approvals' }).count(), 0);
  });
  await context.close();
});

test('the admin signs in at /admin/login and approves a pending account from Account Approvals', async () => {
  const recipient = await registerRecipient();
  const context = await browser.newContext();
  const page = await context.newPage();
  await withScreenshotOnFailure(page, 'admin-approve', async () => {
    await startAdminSignIn(page);
    // The admin form of the Keycloak theme: the spec's button and failure texts, a way home, and the
    // one-time-code step names the username Username (spec 1 §2, §8).
    // Keycloak is shared by every checkout and serves the theme of the one that started it: the texts
    // are checked when it serves this theme (its admin form links home), as admin-mfa does.
    const admin = await newAdminWithTotp();
    await page.locator('#username').waitFor({ timeout: 30_000 });
    const thisTheme = (await page.locator('#portal-admin-notice ~ #portal-home').count()) === 1;
    if (!thisTheme) console.warn('shell: the running Keycloak serves an older login theme (started from another checkout); the admin texts are not checked');
    await page.locator('#username').fill(admin.username);
    if (thisTheme) {
      await page.locator('#password').fill(`${admin.password}-wrong`);
      await page.getByRole('button', { name: 'Admin Sign In' }).click();
      await page.getByText(AdminSignInMessages.invalidCredentials, { exact: true }).waitFor({ timeout: 30_000 });
      assert.equal(await page.getByRole('link', { name: 'Back to home' }).count(), 1);
    }
    await page.locator('#password').fill(admin.password);
    await page.locator('#kc-login').click();
    await page.locator('#otp').waitFor({ timeout: 30_000 });
    if (thisTheme) {
      assert.equal(await page.getByLabel('Username').inputValue(), admin.username);
      assert.equal(await page.getByLabel('Email').count(), 0);
    }
    await page.locator('#otp').fill(await freshTotp(admin.username, admin.totpSecret));
    await page.locator('#kc-login').click();
    await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });
    await page.getByRole('tab', { name: /^Account Approvals/ }).click();
    await page.getByRole('heading', { name: 'Account Approvals' }).waitFor();
    const approvals = page.getByRole('region', { name: 'Account Approvals' });
    const row = approvals.getByRole('row', { name: new RegExp(recipient.lastName) });
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
  });
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const approved = await api<Array<{ id: string }>>('GET', '/api/admin/users?status=approved', { token: admin });
  assert.ok(approved.body.some((p) => p.id === recipient.userId));
  await context.close();
});

test('a remote that cannot be loaded shows a message with Retry inside the frame, which stays while the user moves between remotes', async () => {
  // The remote is missing for this page only (every dashboard file answers 404, as for a missing build):
  // renaming the build on the server, as this test once did, broke the other browser tests running alongside.
  const context = await browser.newContext();
  const page = await context.newPage();
  const remoteFiles = '**/remotes/dashboard/**';
  const missing = (route: Route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' });
  try {
    await withScreenshotOnFailure(page, 'remote-down', async () => {
      await signInAsDemoRecipient(page);
      await page.route(remoteFiles, missing);
      await page.reload();
      await page.getByText('This section could not be loaded.').waitFor({ timeout: 30_000 });
      await page.unroute(remoteFiles, missing);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor({ timeout: 30_000 });

      // One frame drawn by the shell: moving between remotes keeps the same element (no re-mount) and
      // the same seven menu entries.
      const menu = page.getByRole('navigation', { name: 'Main' });
      const entries = async () => (await menu.getByRole('listitem').allTextContents()).map((text) => text.trim());
      const seven = await entries();
      assert.equal(seven.length, 7, seven.join(', '));
      await page.evaluate(() => {
        (window as { frameSeen?: Element | null }).frameSeen = document.querySelector('[data-testid="app-frame"]');
      });
      for (const [entry, heading] of [
        ['Settings', 'Settings'],
        ['Support Ticket', 'Support'],
      ]) {
        await menu.getByRole('link', { name: entry }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
        assert.deepEqual(await entries(), seven, `the menu on ${page.url()}`);
        const same = await page.evaluate(() => {
          const seen = (window as { frameSeen?: Element | null }).frameSeen;
          return !!seen && seen.isConnected && seen === document.querySelector('[data-testid="app-frame"]');
        });
        assert.ok(same, `the frame was drawn anew on ${page.url()}`);
      }
    });
  } finally {
    await context.close();
  }
});

test('a signed-in page opened afresh starts its session and first reads before its entry has arrived, and asks for each once', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await withScreenshotOnFailure(page, 'early-session', async () => {
      await signInAsDemoRecipient(page);
      const reads: string[] = [Api.me.get.path, Api.me.preferences.path, Api.me.dashboard.path];
      const asked = new Map<string, number>();
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (reads.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
      });
      // The shell's entry is held back until the dashboard's figures have been asked for: only the early script can ask.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const entry = /\/main\.[0-9a-f]{8}\.js$/;
      await page.route(entry, async (route) => {
        await held;
        await route.continue();
      });
      const dashboardAsked = page.waitForRequest((request) => new URL(request.url()).pathname === Api.me.dashboard.path, { timeout: 30_000 });
      await page.goto(`${GATEWAY_URL}/dashboard`, { waitUntil: 'commit' });
      await dashboardAsked;
      release();
      await page.getByTestId('available-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
      for (const path of reads) assert.equal(asked.get(path), 1, `${path} asked ${asked.get(path) ?? 0} times`);
      await page.unroute(entry);
    });
  } finally {
    await context.close();
  }
});

test('the landing page and registration fit a 375 px phone screen', async () => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  for (const route of ['/', '/register']) {
    await page.goto(GATEWAY_URL + route);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${route} scrolls sideways by ${overflow}px`);
  }
  await context.close();
});
