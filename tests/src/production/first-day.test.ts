// The first day of a production install, on the production profile that `npm run test:production` starts
// (https://portal.test behind the TLS proxy, Keycloak in production mode, no demo users, no demo data):
// the operator makes the first admin with the documented command, the admin signs in at /admin/login,
// sets a new password and enrols an authenticator, a recipient registers, the admin approves them, the
// approval mail arrives through the STARTTLS + AUTH relay, and the recipient signs in. The browser reaches
// portal.test through a host-resolver rule (the machine's hosts file is untouched) and trusts the install's
// CA through an NSS database of its own, so Chromium validates the whole chain as for any public site.
import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AdminSignInMessages } from '@portal/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { waitFor } from '../support/wait.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const PORTAL = process.env.PRODUCTION_URL ?? 'https://portal.test';
const HOST = new URL(PORTAL).hostname;
const CA_FILE = process.env.PRODUCTION_CA_FILE ?? path.join(ROOT, '.data/production/tls/ca.crt');
const MAIL_API = process.env.PRODUCTION_MAIL_API ?? 'http://127.0.0.1:1180';
/** Keycloak as the operator reaches it on the machine, and the install's secrets (its bootstrap admin). */
const KEYCLOAK_INTERNAL = process.env.PRODUCTION_KEYCLOAK_URL ?? 'http://127.0.0.1:8280/auth';
const SECRETS_FILE = process.env.PRODUCTION_SECRETS_FILE ?? path.join(ROOT, '.data/production/secrets.json');
const KEYCLOAK_AUTH_PAGE = /\/auth\/realms\/grant-portal\/protocol\/openid-connect\/auth/;
const run = promisify(execFile);

/** The browser's own profile: an NSS database that trusts the install's CA (certutil, Debian's libnss3-tools). */
async function nssHomeTrusting(caFile: string | null): Promise<string> {
  const home = mkdtempSync(path.join(tmpdir(), 'portal-production-browser-'));
  const db = path.join(home, '.pki', 'nssdb');
  mkdirSync(db, { recursive: true });
  await run('certutil', ['-d', `sql:${db}`, '-N', '--empty-password']);
  if (caFile) await run('certutil', ['-d', `sql:${db}`, '-A', '-t', 'C,,', '-n', 'portal local CA', '-i', caFile]);
  return home;
}

const homes: string[] = [];
async function launch(trustCa: boolean): Promise<Browser> {
  const home = await nssHomeTrusting(trustCa ? CA_FILE : null);
  homes.push(home);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    env: { ...process.env, HOME: home },
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch(true);
});
afterAll(async () => {
  await browser?.close();
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

async function inPage(name: string, step: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await step(page);
  } catch (error) {
    const dir = path.join(ROOT, '.data', 'test-artifacts');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `production-${name}.png`), fullPage: true }).catch(() => undefined);
    const shown = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '');
    if (error instanceof Error) error.message += `\n(page ${page.url()}; it showed: ${shown.replace(/\s+/g, ' ').slice(0, 500)})`;
    throw error;
  } finally {
    await context.close();
  }
}

/** The operator's documented command for the first admin; answers the initial password it prints once. */
async function createFirstAdmin(username: string, email: string): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin:create:production', '--', '--username', username, '--email', email, '--first-name', 'Ada', '--last-name', 'Operator'],
    { cwd: ROOT },
  );
  const password = stdout.match(/initial password[^:]*: (\S+)/)?.[1];
  assert.ok(password, `admin:create printed no initial password:\n${stdout}`);
  return password;
}

interface Mail {
  subject: string;
  time: string;
  to: { address: string }[];
  html?: string;
  text?: string;
}
async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${MAIL_API}/api/email`);
  assert.equal(res.status, 200);
  return ((await res.json()) as Mail[]).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** The second factor of the authenticator enrolled on Keycloak's page (its "Unable to scan?" secret, Base32). */
const totpCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

test('the portal is served over TLS with the chain of the install CA, which the browser validates', async () => {
  const ca = new X509Certificate(readFileSync(CA_FILE));
  const socket = tls.connect({ host: '127.0.0.1', port: 443, servername: HOST, ca: readFileSync(CA_FILE) });
  await new Promise<void>((resolve, reject) => {
    socket.once('secureConnect', () => resolve());
    socket.once('error', reject);
  });
  try {
    assert.equal(socket.authorized, true, String(socket.authorizationError));
    const leaf = new X509Certificate(socket.getPeerX509Certificate()!.raw);
    assert.ok(leaf.checkHost(HOST), `the certificate names ${HOST}`);
    assert.ok(leaf.verify(ca.publicKey), 'the certificate is signed by the install CA');
    assert.equal(leaf.issuer, ca.subject);
  } finally {
    socket.destroy();
  }

  await inPage('tls', async (page) => {
    const response = await page.goto(`${PORTAL}/`);
    assert.equal(response?.status(), 200);
    const security = await response!.securityDetails();
    assert.equal(security?.subjectName, HOST);
    assert.equal(security?.issuer, ca.subject.match(/CN=(.*)/)?.[1]);
    assert.match(security?.protocol ?? '', /TLS 1\.[23]/);
  });

  // The same browser without the CA in its NSS database refuses the site: the trust above is the CA's, not a bypass.
  const untrusting = await launch(false);
  try {
    const page = await untrusting.newPage();
    await assert.rejects(page.goto(`${PORTAL}/`), /ERR_CERT_AUTHORITY_INVALID/);
  } finally {
    await untrusting.close();
  }
});

test('the proxy publishes only the portal realm of Keycloak: no master realm, no admin console', async () => {
  await inPage('published-paths', async (page) => {
    const realm = await page.goto(`${PORTAL}/auth/realms/grant-portal/.well-known/openid-configuration`);
    assert.equal(realm?.status(), 200);
    assert.equal(((await realm!.json()) as { issuer: string }).issuer, `${PORTAL}/auth/realms/grant-portal`);
    for (const hidden of ['/auth/realms/master/.well-known/openid-configuration', '/auth/admin/', '/auth/admin/master/console/']) {
      assert.equal((await page.goto(`${PORTAL}${hidden}`))?.status(), 404, hidden);
    }
  });
});

test('the sign-in pages link to the public address only, never to http://localhost', async () => {
  for (const [name, start, button] of [
    ['recipient', '/login', null],
    ['admin', '/admin/login', 'Admin Sign In'],
  ] as const) {
    await inPage(`links-${name}`, async (page) => {
      // The page as Keycloak sends it (the login script may rewrite links in the browser afterwards).
      const served = page.waitForResponse((r) => KEYCLOAK_AUTH_PAGE.test(r.url()) && r.request().resourceType() === 'document' && r.status() === 200, {
        timeout: 30_000,
      });
      await page.goto(`${PORTAL}${start}`);
      if (button) await page.getByRole('button', { name: button }).click({ timeout: 30_000 });
      await page.waitForURL(KEYCLOAK_AUTH_PAGE, { timeout: 30_000 });
      assert.ok(page.url().startsWith(`${PORTAL}/auth/`), page.url());
      await page.locator('#kc-login').waitFor();
      for (const [what, html] of [
        ['as sent', await (await served).text()],
        ['as shown', await page.content()],
      ]) {
        assert.ok(!html.includes('http://localhost'), `${name} sign-in page ${what} mentions http://localhost`);
      }
      const urls = await page.$$eval('a[href], form[action], link[href], script[src], img[src]', (els) =>
        els.map((e) => e.getAttribute('href') ?? e.getAttribute('action') ?? e.getAttribute('src') ?? ''),
      );
      for (const url of urls.filter((u) => /^[a-z]+:\/\//i.test(u))) assert.ok(url.startsWith(`${PORTAL}/`), `${name} sign-in page links to ${url}`);
    });
  }
});

test('the demo admin admin / Admin#2026 does not exist: the sign-in is refused', async () => {
  await inPage('demo-admin', async (page) => {
    await page.goto(`${PORTAL}/admin/login`);
    await page.getByRole('button', { name: 'Admin Sign In' }).click({ timeout: 30_000 });
    await page.waitForURL(KEYCLOAK_AUTH_PAGE, { timeout: 30_000 });
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill('Admin#2026');
    await page.locator('#kc-login').click();
    // The admin sign-in's own refusal (spec 1 §8), the theme's portalAdminInvalidCredentials.
    await page.getByText(AdminSignInMessages.invalidCredentials).waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('#otp').count(), 0);
  });
});

test('first day: the first admin enrols, a recipient registers, is approved by mail and signs in', async () => {
  const adminName = `ops-${randomUUID().slice(0, 8)}`;
  const adminEmail = `${adminName}@example.org`;
  const initialPassword = await createFirstAdmin(adminName, adminEmail);
  const adminPassword = `Adm#${randomBytes(9).toString('base64url')}`;
  const recipient = {
    firstName: 'Amina',
    lastName: `First${randomUUID().slice(0, 6)}`,
    email: `amina.${randomUUID().slice(0, 8)}@example.org`,
    password: 'Grant#2026',
  };

  await inPage('recipient-register', async (page) => {
    await page.goto(`${PORTAL}/register`);
    await page.locator('#first_name').fill(recipient.firstName);
    await page.locator('#last_name').fill(recipient.lastName);
    await page.locator('#grant_number').fill('UNSEAF-2026/GR-0042');
    await page.locator('#email').fill(recipient.email);
    await page.locator('#password').fill(recipient.password);
    await page.locator('#confirmPassword').fill(recipient.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Account Created Successfully!' }).waitFor({ timeout: 30_000 });
  });

  const approvedSince = new Date();
  await inPage('first-admin', async (page) => {
    await page.goto(`${PORTAL}/admin/login`);
    await page.getByRole('button', { name: 'Admin Sign In' }).click({ timeout: 30_000 });
    await page.waitForURL(KEYCLOAK_AUTH_PAGE, { timeout: 30_000 });
    await page.locator('#username').fill(adminName);
    await page.locator('#password').fill(initialPassword);
    await page.locator('#kc-login').click();
    // Keycloak's required actions, in its order: a new password and an authenticator.
    let enrolled = false;
    let renewed = false;
    while (!(enrolled && renewed)) {
      const newPassword = page.locator('#password-new');
      const totp = page.locator('#totp');
      await newPassword.or(totp).first().waitFor({ timeout: 30_000 });
      if (await newPassword.isVisible()) {
        await newPassword.fill(adminPassword);
        await page.locator('#password-confirm').fill(adminPassword);
        await page.locator('input[type=submit], button[type=submit]').first().click();
        renewed = true;
        await newPassword.waitFor({ state: 'detached', timeout: 30_000 });
      } else {
        await page.getByText('Unable to scan?').click();
        const secret = (await page.locator('#kc-totp-secret-key').innerText()).replace(/\s+/g, '');
        assert.match(secret, /^[A-Z2-7]+=*$/);
        await totp.fill(await totpCode(secret));
        await page
          .locator('#userLabel')
          .fill('first authenticator')
          .catch(() => undefined);
        await page.locator('#saveTOTPBtn, #kc-totp-settings-form [type=submit]').first().click();
        enrolled = true;
        await totp.waitFor({ state: 'detached', timeout: 30_000 });
      }
    }
    await page.waitForURL(`${PORTAL}/admin/dashboard`, { timeout: 60_000 });

    await page.getByRole('tab', { name: /^Account Approvals/ }).click();
    const region = page.getByRole('region', { name: 'Account Approvals' });
    await region.getByLabel(`Select ${recipient.firstName} ${recipient.lastName}`).check({ timeout: 30_000 });
    await region.getByRole('button', { name: 'Approve All' }).click();
    await region.getByText('1 account(s) approved.').waitFor({ timeout: 30_000 });
  });

  // The approval notice, through the relay that takes mail only after STARTTLS and AUTH; its links are public.
  const approval = await waitFor(async () => (await mailsTo(recipient.email)).find((m) => new Date(m.time) >= new Date(approvedSince.getTime() - 1000)), {
    timeoutMs: 60_000,
    intervalMs: 500,
    what: `the approval mail to ${recipient.email}`,
  });
  const body = `${approval.html ?? ''}\n${approval.text ?? ''}`;
  assert.ok(!body.includes('localhost'), 'the approval mail names localhost');
  assert.ok(body.includes(PORTAL), `the approval mail links to ${PORTAL}`);

  await inPage('recipient-sign-in', async (page) => {
    await page.goto(`${PORTAL}/login`);
    await page.waitForURL(KEYCLOAK_AUTH_PAGE, { timeout: 30_000 });
    await page.locator('#username').fill(recipient.email);
    await page.locator('#password').fill(recipient.password);
    await page.locator('#kc-login').click();
    await page.getByRole('heading', { name: `Welcome, ${recipient.firstName}` }).waitFor({ timeout: 60_000 });
    assert.ok(page.url().startsWith(`${PORTAL}/`));
  });
});

test('Keycloak sends its own mail through the STARTTLS + AUTH relay, trusting the install CA, with public links', async () => {
  const secrets = JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) as Record<string, string>;
  const token = await fetch(`${KEYCLOAK_INTERNAL}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'kcadmin', password: secrets.KEYCLOAK_BOOTSTRAP_ADMIN_PASSWORD }),
  });
  assert.equal(token.status, 200);
  const headers = { authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`, 'content-type': 'application/json' };
  const username = `mail-${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.org`;
  const admin = `${KEYCLOAK_INTERNAL}/admin/realms/grant-portal`;
  const created = await fetch(`${admin}/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, email, enabled: true, firstName: 'Mail', lastName: 'Check' }),
  });
  assert.equal(created.status, 201);
  const id = created.headers.get('location')!.split('/').pop();
  try {
    const sent = await fetch(`${admin}/users/${id}/execute-actions-email?lifespan=600`, { method: 'PUT', headers, body: JSON.stringify(['UPDATE_PASSWORD']) });
    assert.equal(sent.status, 204, await sent.text());
    const mail = await waitFor(async () => (await mailsTo(email))[0], { timeoutMs: 30_000, intervalMs: 500, what: `Keycloak's mail to ${email}` });
    const body = `${mail.html ?? ''}\n${mail.text ?? ''}`;
    assert.ok(body.includes(`${PORTAL}/auth/realms/grant-portal/`), 'the action link is on the public address');
    assert.ok(!body.includes('localhost') && !body.includes('127.0.0.1'), 'the mail names no local address');
  } finally {
    await fetch(`${admin}/users/${id}`, { method: 'DELETE', headers });
  }
});
