import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { GATEWAY_URL, DEMO_RECIPIENT } from '../support/platform.js';
import { launchBrowser, signInOnKeycloakPage, withScreenshotOnFailure } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the portal runs under its Content-Security-Policy: landing, sign-in with the silent check, every remote and the API docs, without a single violation', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to (load|execute|frame|connect|apply)/i.test(message.text())) violations.push(message.text());
  });
  await withScreenshotOnFailure(page, 'csp', async () => {
    await page.goto(`${GATEWAY_URL}/`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${GATEWAY_URL}/login`);
    await signInOnKeycloakPage(page, DEMO_RECIPIENT.email, DEMO_RECIPIENT.password);
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor({ timeout: 30_000 });
    // A reload restores the session through the silent check (Keycloak redirects a hidden iframe to silent-check-sso.html).
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor({ timeout: 30_000 });
    for (const path of ['/dashboard?tab=transactions', '/withdrawals/history', '/settings', '/support']) {
      await page.goto(`${GATEWAY_URL}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${GATEWAY_URL}/api/docs`);
    await page.getByText('/api/health').first().waitFor({ timeout: 20_000 });
  });
  await context.close();
  assert.deepEqual(violations, []);
});
