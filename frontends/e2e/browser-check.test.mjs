// Browser check of the BUILT frontends (run `node frontends/build-all.mjs` first):
//   node --test frontends/e2e/browser-check.test.mjs
// Serves the dists with frontends/dev-server.mjs, puts a fake Keycloak (keycloak-js talks to it for
// real: check-sso iframe, code flow, logout) and a fake API beside it, and drives headless Chromium
// (/usr/bin/chromium or $CHROMIUM_PATH) with playwright-core. Screenshots go to $SHOTS_DIR
// (default /tmp/portal-shots). Skips when no Chromium is installed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startFakeApi, startFakeKeycloak } from './fakes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const frontends = path.dirname(here);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/portal-shots';
const APP_PORT = Number(process.env.CHECK_APP_PORT ?? 4311);
const KC_PORT = APP_PORT + 70;
const API_PORT = APP_PORT + 80;
const APP = `http://localhost:${APP_PORT}`;
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const users = new Map();
const addUser = (u) => (users.set(u.id, { roles: ['recipient'], kycStatus: 'not_submitted', ...u }), users.get(u.id));
const admin = addUser({ id: randomUUID(), email: 'admin@grant-portal.local', firstName: 'Ada', lastName: 'Admin', grantNumber: '', accountStatus: 'approved', roles: ['admin'] });
const demo = addUser({ id: randomUUID(), email: 'demo@grant-portal.local', firstName: 'Demo', lastName: 'Recipient', grantNumber: 'UNSEAF-2024/GR-0001', accountStatus: 'approved' });
const pendingUser = addUser({ id: randomUUID(), email: 'pat@example.com', firstName: 'Pat', lastName: 'Pending', grantNumber: 'UNSEAF-2024/GR-0002', accountStatus: 'pending' });
const brokenDashboard = addUser({ id: randomUUID(), email: 'bo@example.com', firstName: 'Bo', lastName: 'Broken', grantNumber: 'UNSEAF-2024/GR-0009', accountStatus: 'active', failDashboard: true });
addUser({ id: randomUUID(), email: 'quinn@example.com', firstName: 'Quinn', lastName: 'Queue', grantNumber: 'UNSEAF-2024/GR-0003', accountStatus: 'pending' });

const skip = !existsSync(CHROMIUM) ? `no Chromium at ${CHROMIUM}` : !existsSync(path.join(frontends, 'shell', 'dist', 'index.html')) ? 'frontends not built' : false;

let browser;
let kc;
let api;
let devServer;
const servers = [];

async function waitForServer(url, tries = 50) {
  for (let i = 0; i < tries; i += 1) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function newPage(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.log(`  [pageerror] ${err.message}`));
  return page;
}

const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** Signs `user` in through the fake Keycloak by opening a recipient route. */
async function signInRecipient(page, user, route = '/dashboard') {
  kc.state.nextUser = user;
  await page.goto(APP + route);
}

describe('frontends in a browser', { skip }, () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    kc = await startFakeKeycloak({ port: KC_PORT, appOrigin: APP, users });
    api = await startFakeApi({ port: API_PORT, users });
    servers.push(kc.server, api.server);
    devServer = spawn(process.execPath, [
      path.join(frontends, 'dev-server.mjs'),
      `--port=${APP_PORT}`,
      `--keycloak=http://localhost:${KC_PORT}`,
      `--proxy-api=http://localhost:${API_PORT}`,
    ], { stdio: 'ignore' });
    await waitForServer(`${APP}/api/config`);
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  });

  after(async () => {
    await browser?.close();
    devServer?.kill();
    for (const s of servers) s.close();
  });

  test('landing page: first load is small and loads no auth code', async () => {
    const page = await newPage();
    const assets = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || /\.(js|css)$/.test(new URL(res.url()).pathname)) {
        assets.push({ url: res.url(), body: await res.body().catch(() => Buffer.alloc(0)) });
      }
    });
    const apiCalls = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
    });
    await page.goto(APP + '/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const raw = assets.reduce((n, a) => n + a.body.length, 0);
    const gzip = assets.reduce((n, a) => n + gzipSync(a.body, { level: 9 }).length, 0);
    console.log(`  first load of /: ${assets.length} JS/CSS files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`);
    for (const a of assets) console.log(`    ${new URL(a.url).pathname} ${(gzipSync(a.body, { level: 9 }).length / 1024).toFixed(1)} KiB gz`);
    assert.deepEqual(apiCalls, [], 'the landing page calls no API');
    assert.ok(!assets.some((a) => a.url.includes('keycloak')), 'keycloak-js is not part of the first load');

    await assert.doesNotReject(page.getByRole('link', { name: 'Login' }).waitFor());
    assert.equal(await page.getByRole('link', { name: 'Login' }).getAttribute('href'), '/login');
    assert.equal(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href'), '/register');
    assert.equal(await page.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href'), '/register');
    for (const text of ['$2.5B+', '500+', '50+', '73,000+', '$320.7B+', '25+', 'R&D Impact Fund', 'Business Digitization Fund', 'Sustainable Development Fund', 'Geneva']) {
      assert.ok(await page.getByText(text, { exact: false }).first().isVisible(), `shows ${text}`);
    }
    assert.equal(await page.getByRole('img', { name: '5 out of 5 stars' }).count(), 2);
    await shot(page, 'landing-1280');
    await page.context().close();
  });

  test('landing and registration fit a 375 px phone screen', async () => {
    const page = await newPage({ width: 375, height: 800 });
    for (const route of ['/', '/register']) {
      await page.goto(APP + route, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${route} has no horizontal scroll (overflow ${overflow}px)`);
      await shot(page, `phone${route === '/' ? '-landing' : route.replace('/', '-')}`);
    }
    await page.context().close();
  });

  test('registration: first failing rule only, then success screen', async () => {
    const page = await newPage();
    await page.goto(APP + '/register');
    const submit = page.getByRole('button', { name: 'Create Account' });
    const alert = page.locator('#register-error');
    await submit.click();
    assert.equal(await alert.textContent(), 'Grant number is required');
    await page.getByLabel('Grant Number').fill('ABC-1');
    await submit.click();
    assert.equal(await alert.textContent(), 'Invalid grant number format. Expected: UNSEAF-YYYY/GR-NNNN');
    await page.getByLabel('Grant Number').fill('UNSEAF-2026/GR-0042');
    await submit.click();
    assert.equal(await alert.textContent(), 'First name and last name are required');
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await submit.click();
    assert.equal(await alert.textContent(), 'Email is required');
    await page.getByLabel('Email').fill('Taken@Example.com ');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret2');
    await submit.click();
    assert.equal(await alert.textContent(), 'Passwords do not match');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await submit.click();
    assert.equal(await alert.textContent(), 'Password must be at least 6 characters long');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret1');
    await submit.click();
    await page.getByText('An account with this email already exists').waitFor();
    await shot(page, 'register-error');
    await page.getByLabel('Email').fill('grace@example.com');
    await submit.click();
    await page.getByRole('heading', { name: 'Account Created Successfully!' }).waitFor();
    for (const text of ['UNSEAF-2026/GR-0042', 'grace@example.com', 'Pending Approval', 'Approval typically takes 7 hours.']) {
      assert.ok(await page.getByText(text).isVisible(), `shows ${text}`);
    }
    assert.equal(await page.getByRole('link', { name: 'Continue to Login Page' }).getAttribute('href'), '/login');
    await shot(page, 'register-success');
    await page.context().close();
  });

  test('recipient: /login → Keycloak → dashboard with $0.00, locked money entries, other remotes', async () => {
    const page = await newPage();
    await signInRecipient(page, demo, '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor();
    await page.getByTestId('available-balance').waitFor();
    assert.equal(await page.getByTestId('available-balance').textContent(), '$0.00');
    assert.ok(await page.getByText('UNSEAF-2024/GR-0001').first().isVisible());
    assert.equal(await page.getByRole('link', { name: 'Withdraw (locked)' }).count(), 1);
    assert.ok(await page.getByRole('button', { name: 'Click Here to Submit Documents' }).isVisible());
    assert.ok(await page.getByText('Data not found').first().isVisible());
    assert.ok(await page.getByText('No transactions yet').isVisible());
    await shot(page, 'dashboard');
    // Locked entries are aria-disabled: a click does not navigate, it explains.
    await page.getByRole('link', { name: 'Transactions (locked)' }).click({ force: true });
    await page.getByRole('alert').getByText('KYC verification required to access this feature.').waitFor();
    assert.equal(new URL(page.url()).search, '');
    // Opening the tab directly shows the restricted view.
    await page.goto(APP + '/dashboard?tab=withdraw');
    await page.getByText('KYC verification required to access this feature.').waitFor();

    await page.goto(APP + '/withdrawals/new');
    await page.getByText('Your KYC verification must be approved to access withdrawals.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard');

    await page.goto(APP + '/settings');
    for (const h of ['Account Information', 'Profile Settings', 'Security', 'Notifications', 'Preferences']) {
      await page.getByRole('heading', { name: h }).waitFor();
    }
    await page.goto(APP + '/support');
    for (const t of ['Contact Info', 'New Ticket', 'My Tickets']) await page.getByRole('tab', { name: t }).waitFor();
    await shot(page, 'support');

    demo.kycStatus = 'approved';
    await page.goto(APP + '/withdrawals/new');
    await page.getByRole('heading', { name: 'New Withdrawal' }).waitFor();
    await page.getByRole('link', { name: 'Withdrawal History' }).click();
    await page.getByRole('heading', { name: 'Withdrawal History' }).waitFor();
    demo.kycStatus = 'not_submitted';

    await page.goto(APP + '/dashboard');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(APP + '/');
    await page.goto(APP + '/settings');
    await page.waitForURL((u) => u.pathname === '/login' || u.port === String(KC_PORT));
    await page.context().close();
  });

  test('dashboard and admin fit a 375 px phone screen', async () => {
    const page = await newPage({ width: 375, height: 800 });
    await signInRecipient(page, demo, '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor();
    await page.getByTestId('available-balance').waitFor();
    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `/dashboard has no horizontal scroll (overflow ${overflow}px)`);
    await shot(page, 'phone-dashboard');
    await page.context().close();

    const adminPage = await newPage({ width: 375, height: 800 });
    kc.state.nextUser = admin;
    await adminPage.goto(APP + '/admin/login');
    await adminPage.getByRole('button', { name: 'Admin Sign In' }).click();
    await adminPage.getByRole('heading', { name: 'Account Approvals' }).waitFor();
    await adminPage.getByRole('table').or(adminPage.getByText('No accounts are waiting for approval.')).waitFor();
    overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `/admin/dashboard has no horizontal scroll (overflow ${overflow}px)`);
    await shot(adminPage, 'phone-admin');
    await adminPage.context().close();
  });

  test('dashboard API failure shows the spec message with Retry', async () => {
    const page = await newPage();
    await signInRecipient(page, brokenDashboard, '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Bo' }).waitFor();
    await page.getByText('Failed to load dashboard data').waitFor({ timeout: 15_000 });
    assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());
    await page.context().close();
  });

  test('blocked account: no dashboard, signed out, message on /login', async () => {
    const page = await newPage();
    const logoutsBefore = kc.state.logouts;
    let sawDashboard = false;
    page.on('framenavigated', async () => {
      if (await page.getByRole('heading', { name: /Welcome/ }).count().catch(() => 0)) sawDashboard = true;
    });
    await signInRecipient(page, pendingUser, '/dashboard');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.has('blocked'));
    const message = 'Your account is pending approval. Please wait for admin approval before logging in.';
    await page.getByText(message).waitFor();
    assert.ok(await page.getByRole('button', { name: 'Sign In' }).isVisible());
    assert.equal(kc.state.logouts, logoutsBefore + 1, 'the Keycloak session was ended');
    assert.equal(sawDashboard, false);
    await shot(page, 'login-blocked');
    await page.context().close();
  });

  test('admin guard: signed out → /admin/login; non-admin → not authorized', async () => {
    const page = await newPage();
    await page.goto(APP + '/admin/debug');
    await page.waitForURL(APP + '/admin/login');
    await page.getByRole('button', { name: 'Admin Sign In' }).waitFor();
    await shot(page, 'admin-login');
    await signInRecipient(page, demo, '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor();
    await page.goto(APP + '/admin/dashboard');
    await page.waitForURL(APP + '/admin/login');
    await page.getByText('You are not authorized as an admin').waitFor();
    assert.ok(await page.getByRole('button', { name: 'Sign Out' }).isVisible());
    await shot(page, 'admin-not-authorized');
    await page.context().close();
  });

  test('admin: sign in, Account Approvals, approve refetches the list', async () => {
    const page = await newPage();
    await page.goto(APP + '/admin/login');
    kc.state.nextUser = admin;
    await page.getByRole('button', { name: 'Admin Sign In' }).click();
    await page.waitForURL(APP + '/admin/dashboard');
    await page.getByRole('heading', { name: 'Account Approvals' }).waitFor();
    const row = page.getByRole('row', { name: /Quinn Queue/ });
    await row.waitFor();
    await shot(page, 'admin-dashboard');
    const before = api.state.requests.filter((r) => r.startsWith('GET /api/admin/users')).length;
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached' });
    assert.ok(api.state.requests.includes(`POST /api/admin/users/${[...users.values()].find((u) => u.firstName === 'Quinn').id}/status`));
    assert.ok(api.state.requests.filter((r) => r.startsWith('GET /api/admin/users')).length > before, 'the list was fetched again');
    for (const route of ['/admin/dashboard-full', '/admin/withdrawals', '/admin/test', '/admin/debug']) {
      await page.goto(APP + route);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.context().close();
  });

  test('a remote that is down shows a message and Retry loads it once it is back', async () => {
    const dist = path.join(frontends, 'dashboard', 'dist');
    const parked = `${dist}.parked`;
    const page = await newPage();
    try {
      renameSync(dist, parked);
      await signInRecipient(page, demo, '/dashboard');
      await page.getByText('This section could not be loaded.').waitFor();
      await shot(page, 'remote-down');
    } finally {
      if (existsSync(parked)) renameSync(parked, dist);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Welcome, Demo' }).waitFor();
    await page.context().close();
  });
});
