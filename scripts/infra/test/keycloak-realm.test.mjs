// Verifies the grant-portal realm and the portal login theme against a real Keycloak (started under a
// supervisor of its own, or reused when one already serves the realm, as in `npm test`) and the mail catcher.
// Run: npm test -- integration   (takes ~45 s when Keycloak has to start from scratch)
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from '@jest/globals';
import { keycloakServer, mailCatcher, openSupervisor, readMails } from '../index.mjs';
import { clientCredentialsToken, decodeJwt, openLoginPage, signIn } from '../lib/oidc-check.mjs';
import { LOCAL_PASSWORD_HASHING } from '../lib/realm-settings.mjs';

const KC = 'http://localhost:8180';
const REALM_URL = `${KC}/realms/grant-portal`;
/** @type {import('../lib/supervisor.mjs').Supervisor} */
let supervisor;

beforeAll(async () => {
  supervisor = await openSupervisor('infra-selftest-keycloak');
  await supervisor.ensure([mailCatcher(), keycloakServer()]);
  await supervisor.ready();
}, 240_000);

afterAll(() => supervisor.stop());

test('OIDC discovery answers with the issuer on localhost:8180', async () => {
  const res = await fetch(`${REALM_URL}/.well-known/openid-configuration`);
  assert.equal(res.status, 200);
  const conf = await res.json();
  assert.equal(conf.issuer, REALM_URL);
  assert.ok(conf.code_challenge_methods_supported.includes('S256'));
});

test('identity-service service account can query users through the admin API', async () => {
  const token = await clientCredentialsToken();
  const res = await fetch(`${KC}/admin/realms/grant-portal/users?username=admin&exact=true`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  const users = await res.json();
  assert.equal(users.length, 1);
  assert.equal(users[0].id, '00000000-0000-4000-8000-000000000001');
  assert.equal(users[0].email, 'admin@grant-portal.local');
  const demo = await fetch(`${KC}/admin/realms/grant-portal/users/00000000-0000-4000-8000-000000000002`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(demo.status, 200);
  const d = await demo.json();
  assert.deepEqual([d.username, d.firstName, d.lastName, d.emailVerified], ['demo@grant-portal.local', 'Demo', 'Recipient', true]);
});

test('realm settings follow the design contract', async () => {
  const adminRes = await fetch(`${KC}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'kcadmin', password: 'kcadmin' }),
  });
  assert.equal(adminRes.status, 200, 'bootstrap admin kcadmin/kcadmin');
  const admin = (await adminRes.json()).access_token;
  const realm = await (await fetch(`${KC}/admin/realms/grant-portal`, { headers: { authorization: `Bearer ${admin}` } })).json();
  assert.equal(realm.displayName, 'UNSEAF Grant Portal');
  // The shared local realm: the file's policy with the local profiles' cheaper hash (production keeps the file's).
  assert.equal(realm.passwordPolicy, `length(6) and ${LOCAL_PASSWORD_HASHING}`);
  assert.equal(realm.bruteForceProtected, true);
  assert.equal(realm.failureFactor, 5);
  assert.equal(realm.loginWithEmailAllowed, true);
  assert.equal(realm.duplicateEmailsAllowed, false);
  assert.equal(realm.resetPasswordAllowed, true);
  assert.equal(realm.registrationAllowed, false);
  assert.equal(realm.rememberMe, false);
  assert.equal(realm.actionTokenGeneratedByUserLifespan, 86400);
  assert.equal(realm.accessTokenLifespan, 300);
  assert.equal(realm.loginTheme, 'portal');
  assert.equal(realm.defaultRole.name, 'default-roles-grant-portal');
  assert.deepEqual([realm.smtpServer.host, realm.smtpServer.port, realm.smtpServer.from], ['localhost', '1025', 'noreply@grant-portal.local']);
  const roles = await (await fetch(`${KC}/admin/realms/grant-portal/roles`, { headers: { authorization: `Bearer ${admin}` } })).json();
  for (const r of ['recipient', 'admin'])
    assert.ok(
      roles.some((x) => x.name === r),
      `realm role ${r}`,
    );
  const clients = await (await fetch(`${KC}/admin/realms/grant-portal/clients?clientId=portal-web`, { headers: { authorization: `Bearer ${admin}` } })).json();
  const web = clients[0];
  assert.deepEqual(
    [web.publicClient, web.standardFlowEnabled, web.directAccessGrantsEnabled, web.implicitFlowEnabled, web.attributes['pkce.code.challenge.method']],
    [true, true, false, false, 'S256'],
  );
  assert.deepEqual([...web.redirectUris].sort(), ['http://localhost:3000/*', 'http://localhost:3100/*', 'http://localhost:3200/*']);
  assert.deepEqual([...web.webOrigins], ['+']); // copied: Jest compares prototypes across realms

  const token = await clientCredentialsToken();
  const put = await fetch(`${KC}/admin/realms/grant-portal`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ registrationAllowed: true }),
  });
  assert.equal(put.status, 403, 'identity-service must not manage the realm');
  const direct = await fetch(`${REALM_URL}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'portal-web', username: 'admin', password: 'Admin#2026' }),
  });
  assert.equal(direct.status, 400, 'direct access grants are off for portal-web');
  const noPkce = await fetch(
    `${REALM_URL}/protocol/openid-connect/auth?client_id=portal-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:3000/cb')}`,
    { redirect: 'manual' },
  );
  assert.equal(noPkce.status, 302, 'without PKCE the request is refused (redirect with an error)');
  assert.match(noPkce.headers.get('location') ?? '', /error=invalid_request/);
  const badRedirect = await fetch(
    `${REALM_URL}/protocol/openid-connect/auth?client_id=portal-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://evil.example/cb')}&code_challenge=abc&code_challenge_method=S256`,
  );
  assert.equal(badRedirect.status, 400, 'redirect URIs are restricted');
});

test('login page renders with the portal theme and texts', async () => {
  const page = await openLoginPage();
  assert.equal(page.status, 200);
  for (const text of [
    'UNSEAF Grant Portal',
    '>Sign In</button>',
    'By signing in you agree to our Terms of Service and Privacy Policy.',
    'Forgot password?',
    'Register',
    'Signing In...',
    '/login/portal/css/portal.css',
    '/login/portal/js/portal-login.js',
    'data-password-toggle',
  ]) {
    assert.ok(page.html.includes(text), `login page should contain ${text}`);
  }
  assert.match(page.html, /<span class="pf-v5-c-form__label-text">\s*Email\s*<\/span>/);
  assert.match(page.html, /<span class="pf-v5-c-form__label-text">\s*Password\s*<\/span>/);
  assert.ok(page.html.includes('href="http://localhost:3000/forgot-password"'));
  assert.ok(page.html.includes('href="http://localhost:3000/register"'));
  const css = await fetch(new URL(page.html.match(/href="([^"]*portal\.css)"/)[1], KC));
  assert.equal(css.status, 200);
  assert.match(await css.text(), /#0b2545/);
});

test('wrong credentials show "Invalid email or password."', async () => {
  const r = await signIn({ username: 'nobody@grant-portal.local', password: 'wrong-password' });
  assert.equal(r.tokens, null);
  assert.ok(r.errorHtml.includes('Invalid email or password.'));
});

test('demo recipient signs in with PKCE; access token has azp, aud portal-api and realm roles', async () => {
  const { tokens } = await signIn({ username: 'demo@grant-portal.local', password: 'Demo#2026' });
  assert.ok(tokens?.access_token);
  const at = decodeJwt(tokens.access_token);
  assert.equal(at.iss, REALM_URL);
  assert.equal(at.azp, 'portal-web');
  assert.equal(at.sub, '00000000-0000-4000-8000-000000000002');
  const aud = Array.isArray(at.aud) ? at.aud : [at.aud];
  assert.ok(aud.includes('portal-api'), `aud ${JSON.stringify(at.aud)} contains portal-api`);
  assert.ok(at.realm_access.roles.includes('recipient'));
  assert.ok(!at.realm_access.roles.includes('admin'));
  assert.equal(new Set(at.realm_access.roles).size, at.realm_access.roles.length, 'no duplicate roles');
  assert.equal(at.exp - at.iat, 300);
  assert.equal(at.email, 'demo@grant-portal.local');
});

test('admin signs in with username or email: on the portal client with the password alone (no admin rights there), on the admin client then asked for the authenticator code', async () => {
  for (const username of ['admin', 'admin@grant-portal.local']) {
    const { tokens } = await signIn({ username, password: 'Admin#2026' });
    assert.ok(tokens?.access_token, `sign-in as ${username}`);
    const at = decodeJwt(tokens.access_token);
    assert.equal(at.sub, '00000000-0000-4000-8000-000000000001');
    assert.ok(at.realm_access.roles.includes('admin'));
    assert.notEqual(at.acr, 'mfa');
    const admin = await signIn({ username, password: 'Admin#2026', clientId: 'portal-admin' });
    assert.equal(admin.tokens, null, `no admin-client token after the password alone for ${username}`);
    assert.equal(admin.otpRequired, true, `the one-time code form follows for ${username}`);
  }
});

test('Keycloak sends mail through the catcher (execute-actions-email) and readMails finds it', async () => {
  const token = await clientCredentialsToken();
  const since = Date.now();
  const res = await fetch(
    `${KC}/admin/realms/grant-portal/users/00000000-0000-4000-8000-000000000002/execute-actions-email?client_id=portal-web&redirect_uri=${encodeURIComponent('http://localhost:3000/login')}`,
    { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(['UPDATE_PASSWORD']) },
  );
  assert.equal(res.status, 204, await res.text());
  let mails = [];
  for (let i = 0; i < 40 && mails.length === 0; i++) {
    mails = (await readMails({ to: 'demo@grant-portal.local' })).filter((m) => new Date(m.time).getTime() >= since - 1000);
    if (!mails.length) await new Promise((r) => setTimeout(r, 250));
  }
  assert.ok(mails.length > 0, 'a mail arrived');
  const m = mails[0];
  assert.equal(m.from[0].address, 'noreply@grant-portal.local');
  assert.ok((m.html ?? m.text ?? '').includes('/realms/grant-portal/login-actions/action-token'), 'mail contains the action link');
  assert.equal((await readMails({ to: 'nobody-else@grant-portal.local' })).length, 0);
});

test('the realm file carries no client secret: each confidential client takes its secret from the environment at import', async () => {
  const { readFile } = await import('node:fs/promises');
  const { REALM_FILE, CONFIDENTIAL_CLIENTS } = await import('../lib/keycloak.mjs');
  const realm = JSON.parse(await readFile(REALM_FILE, 'utf8'));
  const confidential = realm.clients.filter((c) => c.publicClient === false && !c.bearerOnly && c.clientAuthenticatorType === 'client-secret');
  assert.deepEqual(confidential.map((c) => c.clientId).sort(), Object.keys(CONFIDENTIAL_CLIENTS).sort());
  for (const client of confidential) assert.equal(client.secret, `\${${CONFIDENTIAL_CLIENTS[client.clientId]}}`, client.clientId);
});
