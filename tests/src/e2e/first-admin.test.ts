import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { GATEWAY_URL, KEYCLOAK_URL } from '../support/platform.js';
import { keycloakAdminToken } from '../support/admins.js';
import { inNewPage, launchBrowser, startAdminSignIn } from '../support/browser.js';
import { totpNow } from '../support/totp.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let browser: Browser;
let createdId: string | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (createdId) {
    await fetch(`${KEYCLOAK_URL}/admin/realms/grant-portal/users/${createdId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await keycloakAdminToken()}` },
    });
  }
});

test('the operator creates an admin with npm run admin:create; the first sign-in at /admin/login enrols TOTP, sets a new password and opens the dashboard', async () => {
  const username = `first-admin-${randomBytes(4).toString('hex')}`;
  const created = spawnSync(
    process.execPath,
    ['scripts/admin-create.mjs', '--username', username, '--email', `${username}@example.org`, '--first-name', 'First', '--last-name', 'Admin'],
    { cwd: ROOT, env: { PATH: process.env.PATH, PORTAL_PROFILE: 'test', KEYCLOAK_URL, PUBLIC_URL: GATEWAY_URL }, encoding: 'utf8' },
  );
  assert.equal(created.status, 0, created.stdout + created.stderr);
  createdId = created.stdout.match(/\(([0-9a-f-]{36})\)/)?.[1];
  const initial = created.stdout.match(/initial password \(shown once[^)]*\): (\S+)/)?.[1];
  assert.ok(createdId && initial, created.stdout);
  assert.ok(created.stdout.includes(`first sign-in at ${GATEWAY_URL}/admin/login`));

  const newPassword = `Fresh-${randomBytes(8).toString('hex')}`;
  await inNewPage(browser, 'first-admin', async (page) => {
    await startAdminSignIn(page);
    await page.locator('#username').fill(username);
    await page.locator('#password').fill(initial);
    await page.locator('#kc-login').click();
    // Keycloak's required actions, in its order: the authenticator (QR code page) and the new password.
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      const totp = page.locator('#kc-totp-settings-form');
      const password = page.locator('#kc-passwd-update-form');
      await totp.or(password).first().waitFor({ timeout: 30_000 });
      if (await totp.isVisible()) {
        seen.push('CONFIGURE_TOTP');
        const secret = await page.locator('#totpSecret').inputValue();
        await page.locator('#totp').fill(await totpNow(secret));
        await page.locator('#saveTOTPBtn').click();
        await totp.waitFor({ state: 'detached', timeout: 30_000 });
      } else {
        seen.push('UPDATE_PASSWORD');
        await page.locator('#password-new').fill(newPassword);
        await page.locator('#password-confirm').fill(newPassword);
        await page.locator('#kc-submit').click();
        await password.waitFor({ state: 'detached', timeout: 30_000 });
      }
    }
    assert.deepEqual([...seen].sort(), ['CONFIGURE_TOTP', 'UPDATE_PASSWORD']);
    await page.waitForURL(`${GATEWAY_URL}/admin/dashboard`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Overview' }).waitFor({ timeout: 20_000 });
  });
});
