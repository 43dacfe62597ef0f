// Saves desktop (1280x800) and phone (390x844) screenshots of the portal's main screens into
// .data/screenshots/ (git-ignored), signed in as the demo recipient and the demo admin.
//
//   node scripts/dev/screenshots.mjs [--url=http://localhost:3100] [--out=.data/screenshots]
//
// Runs against a running platform: the test platform (port 3100, the default) or the development one
// (`--url=http://localhost:3000`), whose demo users exist in development and test only. Uses the test
// build's Chromium settings and one-time codes (`node scripts/build.mjs` builds tests/dist first).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const BASE = option('url', process.env.PORTAL_URL ?? 'http://localhost:3100').replace(/\/$/, '');
const OUT = path.resolve(ROOT, option('out', '.data/screenshots'));

const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import(path.join(ROOT, 'tests/dist/support/chromium.js'));
const { freshTotp } = await import(path.join(ROOT, 'tests/dist/support/totp.js'));

/** The demo accounts of deploy/keycloak/demo-users.json (development and test only). */
const RECIPIENT = { username: 'demo@grant-portal.local', password: 'Demo#2026' };
const ADMIN = { username: 'admin', password: 'Admin#2026', totpSecret: 'portal-demo-admin-totp-2026' };

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];

const RECIPIENT_SCREENS = [
  ['dashboard', '/dashboard'],
  ['withdraw', '/dashboard?tab=withdraw'],
  ['transfer', '/dashboard?tab=transfer'],
  ['transactions', '/dashboard?tab=transactions'],
  ['settings', '/settings'],
  ['support', '/support'],
];
const ADMIN_SCREENS = [
  ['admin-dashboard', '/admin/dashboard'],
  ['admin-users', '/admin/dashboard?tab=users'],
];

const KEYCLOAK_PAGE = /\/realms\/[^/]+\/protocol\/openid-connect\/auth/;

/** Waits until the page has settled: no request for a moment, no skeleton or spinner left. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForFunction('!document.querySelector(\'[aria-busy="true"], .skeleton, .loading\')', undefined, { timeout: 15_000 }).catch(() => undefined);
}

async function shoot(page, name, viewportName) {
  await settle(page);
  const file = path.join(OUT, `${name}-${viewportName}.png`);
  await page.screenshot({ path: file, fullPage: false });
  console.log(`saved ${path.relative(ROOT, file)}`);
}

async function signInRecipient(page) {
  await page.goto(`${BASE}/login`);
  await page.waitForURL(KEYCLOAK_PAGE, { timeout: 30_000 });
  await page.locator('#username').fill(RECIPIENT.username);
  await page.locator('#password').fill(RECIPIENT.password);
  await page.locator('#kc-login').click();
  await page.waitForURL(`${BASE}/dashboard**`, { timeout: 30_000 });
}

async function signInAdmin(page) {
  await page.goto(`${BASE}/admin/login`);
  await page.getByRole('button', { name: 'Admin Sign In' }).click({ timeout: 30_000 });
  await page.waitForURL(KEYCLOAK_PAGE, { timeout: 30_000 });
  await page.locator('#username').fill(ADMIN.username);
  await page.locator('#password').fill(ADMIN.password);
  await page.locator('#kc-login').click();
  await page.locator('#otp').waitFor({ timeout: 30_000 });
  await page.locator('#otp').fill(await freshTotp(ADMIN.username, ADMIN.totpSecret));
  await page.locator('#kc-login').click();
  await page.waitForURL(`${BASE}/admin/dashboard**`, { timeout: 30_000 });
}

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { name: viewportName, ...device } of VIEWPORTS) {
    // Signed out: the landing page.
    const visitor = await browser.newContext(device);
    const landing = await visitor.newPage();
    await landing.goto(`${BASE}/`);
    await shoot(landing, 'landing', viewportName);
    await visitor.close();

    const recipient = await browser.newContext(device);
    const page = await recipient.newPage();
    await signInRecipient(page);
    for (const [name, url] of RECIPIENT_SCREENS) {
      await page.goto(`${BASE}${url}`);
      await shoot(page, name, viewportName);
    }
    await recipient.close();

    const admin = await browser.newContext(device);
    const adminPage = await admin.newPage();
    await signInAdmin(adminPage);
    for (const [name, url] of ADMIN_SCREENS) {
      await adminPage.goto(`${BASE}${url}`);
      await shoot(adminPage, name, viewportName);
    }
    await admin.close();
  }
} finally {
  await browser.close();
}
