// The realm file that every Keycloak imports (dev server and image) is the production one: no demo user,
// no address of this machine except as a placeholder's development default, and the addresses and SMTP
// settings as import placeholders. The settings' rules and the image's entry point agree with each other.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@jest/globals';
import { keycloakAdminConnection } from '../infra/lib/keycloak-admin.mjs';
import { LOCAL_PASSWORD_HASHING, parseMailFrom, passwordPolicy, realmImportEnv, realmSettings, resolvePlaceholders } from '../infra/lib/realm-settings.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KEYCLOAK_DIR = path.join(ROOT, 'deploy', 'keycloak');
const realmText = fs.readFileSync(path.join(KEYCLOAK_DIR, 'realm-grant-portal.json'), 'utf8');
const realm = JSON.parse(realmText);
const demo = JSON.parse(fs.readFileSync(path.join(KEYCLOAK_DIR, 'demo-users.json'), 'utf8')).users;
const browserClients = realm.clients.filter((c) => c.publicClient && c.standardFlowEnabled);
const PRODUCTION = {
  PORTAL_PROFILE: 'production',
  PUBLIC_URL: 'https://portal.test',
  SMTP_HOST: 'smtp.portal.test',
  SMTP_TLS: 'starttls',
  SMTP_USER: 'mailer',
  SMTP_PASSWORD: 'mail-secret',
  MAIL_FROM: 'UNSEAF Grant Portal <noreply@portal.test>',
};

test('the realm file has no demo user: only the service account, no password, no authenticator', () => {
  assert.deepEqual(
    realm.users.map((u) => u.username),
    ['service-account-identity-service'],
  );
  assert.ok(realm.users.every((u) => !u.credentials?.length));
  for (const u of demo) {
    assert.ok(!realmText.includes(u.id), `${u.username}'s id`);
    assert.ok(!realmText.includes(u.email), `${u.username}'s address`);
    for (const c of u.credentials) assert.ok(!realmText.includes(c.value ?? c.secretData), `a credential of ${u.username}`);
  }
  assert.doesNotMatch(realmText, /Admin2?#2026|Demo#2026|Programme#2026|Finance#2026|Auditor#2026|totp-2026/);
});

test('the demo users (development and test) are the ones the tests and README sign in with', () => {
  const byName = Object.fromEntries(demo.map((u) => [u.username, u]));
  assert.deepEqual(Object.keys(byName).sort(), ['admin', 'admin2', 'auditor', 'demo@grant-portal.local', 'finance', 'programme']);
  const secret = (u) => JSON.parse(u.credentials.find((c) => c.type === 'otp').secretData).value;
  const password = (u) => u.credentials.find((c) => c.type === 'password').value;
  assert.deepEqual(
    [byName.admin.id, password(byName.admin), secret(byName.admin)],
    ['00000000-0000-4000-8000-000000000001', 'Admin#2026', 'portal-demo-admin-totp-2026'],
  );
  assert.deepEqual(
    [byName.admin2.id, password(byName.admin2), secret(byName.admin2)],
    ['00000000-0000-4000-8000-000000000003', 'Admin2#2026', 'portal-demo-admin2-totp-2026'],
  );
  assert.deepEqual([byName['demo@grant-portal.local'].id, password(byName['demo@grant-portal.local'])], ['00000000-0000-4000-8000-000000000002', 'Demo#2026']);
  assert.ok(byName.admin.realmRoles.includes('admin') && byName.admin2.realmRoles.includes('admin'));
  assert.ok(byName['demo@grant-portal.local'].realmRoles.includes('recipient'));
  // One demo account per staff role, each with the admins' second factor, the role declared in the realm file.
  const realmRoles = realm.roles.realm.map((r) => r.name);
  for (const [username, role] of [
    ['programme', 'programme_officer'],
    ['finance', 'finance_officer'],
    ['auditor', 'auditor'],
  ]) {
    assert.ok(realmRoles.includes(role), role);
    assert.deepEqual(byName[username].realmRoles, ['default-roles-grant-portal', role]);
    assert.equal(secret(byName[username]), `portal-demo-${username}-totp-2026`);
  }
});

test('no localhost in the realm file outside a placeholder default', () => {
  const withoutPlaceholders = realmText.replace(/\$\{[A-Za-z0-9_.]+(:[^}]*)?\}/g, '');
  assert.doesNotMatch(withoutPlaceholders, /localhost|127\.0\.0\.1|\[::1\]/);
  const resolved = JSON.stringify(resolvePlaceholders(realm, realmImportEnv(PRODUCTION)));
  assert.doesNotMatch(resolved, /localhost|127\.0\.0\.1/, 'a production environment leaves no local address');
  assert.doesNotMatch(resolved, /grant-portal\.local/);
});

test('redirect URIs, base URLs and SMTP settings are import placeholders; web origins follow the redirect URIs', () => {
  assert.deepEqual(
    browserClients.map((c) => c.clientId),
    ['portal-web', 'portal-admin'],
  );
  for (const c of browserClients) {
    assert.deepEqual(c.redirectUris, ['${PUBLIC_URL:http://localhost:3000}/*'], c.clientId);
    assert.match(c.baseUrl, /^\$\{PUBLIC_URL:http:\/\/localhost:3000\}/, c.clientId);
    assert.deepEqual(c.webOrigins, ['+'], c.clientId);
    assert.equal(c.attributes['post.logout.redirect.uris'], '+', c.clientId);
  }
  assert.deepEqual(realm.smtpServer, {
    host: '${SMTP_HOST:localhost}',
    port: '${SMTP_PORT:1025}',
    from: '${PORTAL_SMTP_FROM:noreply@grant-portal.local}',
    fromDisplayName: '${PORTAL_SMTP_FROM_NAME:UNSEAF Grant Portal}',
    auth: '${PORTAL_SMTP_AUTH:false}',
    user: '${SMTP_USER:}',
    password: '${SMTP_PASSWORD:}',
    ssl: '${PORTAL_SMTP_SSL:false}',
    starttls: '${PORTAL_SMTP_STARTTLS:false}',
  });
  const resolved = resolvePlaceholders(realm, realmImportEnv(PRODUCTION));
  assert.deepEqual(resolved.clients.find((c) => c.clientId === 'portal-admin').redirectUris, ['https://portal.test/*']);
  assert.equal(resolved.clients.find((c) => c.clientId === 'portal-admin').baseUrl, 'https://portal.test/admin/login');
  assert.deepEqual(resolved.smtpServer, {
    host: 'smtp.portal.test',
    port: '587',
    from: 'noreply@portal.test',
    fromDisplayName: 'UNSEAF Grant Portal',
    auth: 'true',
    user: 'mailer',
    password: 'mail-secret',
    ssl: 'false',
    starttls: 'true',
  });
  // Unset, the placeholders give what the dev server always had.
  const dev = resolvePlaceholders(realm, {});
  assert.deepEqual(dev.clients.find((c) => c.clientId === 'portal-web').redirectUris, ['http://localhost:3000/*']);
  assert.deepEqual([dev.smtpServer.host, dev.smtpServer.port, dev.smtpServer.auth, dev.smtpServer.starttls], ['localhost', '1025', 'false', 'false']);
});

test("the login theme's portal link is Keycloak's PUBLIC_URL, the client's base URL first", () => {
  const props = fs.readFileSync(path.join(KEYCLOAK_DIR, 'themes/portal/login/theme.properties'), 'utf8');
  assert.match(props, /^portalUrl=\$\{env\.PUBLIC_URL:http:\/\/localhost:3000\}$/m);
  const ftl = fs.readFileSync(path.join(KEYCLOAK_DIR, 'themes/portal/login/login.ftl'), 'utf8');
  assert.match(ftl, /client\.baseUrl\?has_content/);
  assert.doesNotMatch(ftl.replace(/properties\.portalUrl!"[^"]*"/, ''), /localhost/);
});

test('realmSettings: production takes nothing from development and refuses local or plain-text addresses', () => {
  const p = realmSettings(PRODUCTION);
  assert.deepEqual(p.origins, ['https://portal.test']);
  assert.equal(p.smtp.starttls, 'true');
  for (const [change, message] of [
    [{ PUBLIC_URL: undefined }, /PUBLIC_URL/],
    [{ SMTP_HOST: undefined }, /SMTP_HOST/],
    [{ MAIL_FROM: undefined }, /MAIL_FROM/],
    [{ PUBLIC_URL: 'http://portal.test' }, /https/],
    [{ PORTAL_EXTRA_ORIGINS: 'https://localhost:8443' }, /local address/],
    [{ SMTP_PASSWORD: '' }, /SMTP_PASSWORD/],
    [{ SMTP_TLS: 'ssl3' }, /SMTP_TLS/],
    [{ SMTP_PORT: '99999' }, /SMTP_PORT/],
    [{ PORTAL_PROFILE: 'staging' }, /PORTAL_PROFILE/],
  ]) {
    assert.throws(() => realmSettings({ ...PRODUCTION, ...change }), message, JSON.stringify(change));
  }
  assert.throws(() => realmSettings({}), /PUBLIC_URL/, 'an unset PORTAL_PROFILE is production');
  assert.deepEqual(realmSettings({ ...PRODUCTION, PORTAL_EXTRA_ORIGINS: 'https://www.portal.test/, https://old.portal.test' }).origins, [
    'https://portal.test',
    'https://www.portal.test',
    'https://old.portal.test',
  ]);
  assert.equal(realmSettings({ ...PRODUCTION, SMTP_TLS: 'tls', SMTP_PORT: '' }).smtp.port, '465');
});

test('realmSettings: development and test reach both local gateways and the mail catcher', () => {
  for (const profile of ['development', 'test']) {
    const s = realmSettings({ PORTAL_PROFILE: profile });
    assert.deepEqual(s.origins, ['http://localhost:3000', 'http://localhost:3100', 'http://localhost:3200']);
    assert.deepEqual([s.smtp.host, s.smtp.port, s.smtp.starttls, s.smtp.ssl, s.smtp.auth], ['localhost', '1025', 'false', 'false', 'false']);
    assert.equal(s.smtp.from, 'noreply@grant-portal.local');
  }
  assert.deepEqual(parseMailFrom('"Grant Desk" <desk@example.org>'), { name: 'Grant Desk', address: 'desk@example.org' });
  assert.deepEqual(parseMailFrom('desk@example.org'), { name: '', address: 'desk@example.org' });
  assert.throws(() => parseMailFrom('Grant Desk'), /MAIL_FROM/);
});

test("the image's entry point derives the same placeholder values as realmImportEnv, then runs kc.sh", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realm-env-'));
  try {
    const fakeKc = path.join(dir, 'kc.sh');
    fs.writeFileSync(fakeKc, '#!/bin/bash\nprintf "ARGS=%s\\n" "$*"\nenv\n', { mode: 0o755 });
    const run = (env, args = ['start', '--optimized', '--import-realm']) =>
      spawnSync('bash', [path.join(KEYCLOAK_DIR, 'realm-env.sh'), ...args], { env: { PATH: process.env.PATH, KC_SH: fakeKc, ...env }, encoding: 'utf8' });
    const KEYS = ['PUBLIC_URL', 'SMTP_PORT', 'PORTAL_SMTP_FROM', 'PORTAL_SMTP_FROM_NAME', 'PORTAL_SMTP_STARTTLS', 'PORTAL_SMTP_SSL', 'PORTAL_SMTP_AUTH'];
    for (const env of [
      PRODUCTION,
      { ...PRODUCTION, SMTP_TLS: 'tls', SMTP_USER: '', SMTP_PASSWORD: '', MAIL_FROM: 'desk@portal.test', PUBLIC_URL: 'https://portal.test/' },
      { ...PRODUCTION, SMTP_TLS: 'none', SMTP_PORT: '2525', MAIL_FROM: '"Grant Desk" <desk@portal.test>' },
      { PORTAL_PROFILE: 'development' },
      { PORTAL_PROFILE: 'test', PUBLIC_URL: 'http://localhost:3000' },
    ]) {
      const r = run(env);
      assert.equal(r.status, 0, r.stderr);
      const out = Object.fromEntries(
        r.stdout
          .split('\n')
          .filter((l) => l.includes('='))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
      assert.equal(out.ARGS, 'start --optimized --import-realm');
      const expected = realmImportEnv(env);
      for (const k of KEYS) if (k !== 'PUBLIC_URL' || env.PUBLIC_URL) assert.equal(out[k], expected[k], `${k} for ${JSON.stringify(env)}`);
    }
    for (const [env, message] of [
      [{ ...PRODUCTION, PUBLIC_URL: '' }, /PUBLIC_URL is not set/],
      [{ ...PRODUCTION, PUBLIC_URL: 'http://portal.test' }, /https/],
      [{ ...PRODUCTION, SMTP_PASSWORD: '' }, /SMTP_PASSWORD/],
      [{ ...PRODUCTION, SMTP_TLS: 'ssl3' }, /SMTP_TLS/],
      [{ ...PRODUCTION, MAIL_FROM: 'Grant Desk' }, /MAIL_FROM/],
    ]) {
      const r = run(env);
      assert.notEqual(r.status, 0, JSON.stringify(env));
      assert.match(r.stderr, message);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the Keycloak image imports the realm file through the entry point, never the demo users', () => {
  const dockerfile = fs.readFileSync(path.join(KEYCLOAK_DIR, 'Dockerfile'), 'utf8');
  assert.match(dockerfile, /^COPY .*realm-grant-portal\.json \/opt\/keycloak\/data\/import\//m);
  assert.match(dockerfile, /^ENTRYPOINT \["\/opt\/keycloak\/bin\/realm-env\.sh"\]$/m);
  assert.doesNotMatch(dockerfile, /demo-users/);
  assert.ok(fs.statSync(path.join(KEYCLOAK_DIR, 'realm-env.sh')).mode & 0o111, 'realm-env.sh is executable');
});

test('the admin API connection has no development fallback in production', () => {
  assert.throws(() => keycloakAdminConnection({}), /KEYCLOAK_URL/);
  assert.throws(() => keycloakAdminConnection({ KEYCLOAK_URL: 'https://auth.portal.test' }), /credentials/);
  assert.throws(() => keycloakAdminConnection({ KEYCLOAK_URL: 'https://auth.portal.test', KEYCLOAK_ADMIN_CLIENT_ID: 'portal-ops' }), /SECRET/);
  const sa = keycloakAdminConnection({ KEYCLOAK_URL: 'https://auth.portal.test/', KEYCLOAK_ADMIN_CLIENT_ID: 'portal-ops', KEYCLOAK_ADMIN_CLIENT_SECRET: 's' });
  assert.deepEqual(sa, {
    url: 'https://auth.portal.test',
    realm: 'grant-portal',
    adminRealm: 'master',
    credentials: { clientId: 'portal-ops', clientSecret: 's' },
  });
  const dev = keycloakAdminConnection({ PORTAL_PROFILE: 'test' });
  assert.deepEqual(dev, {
    url: 'http://localhost:8180',
    realm: 'grant-portal',
    adminRealm: 'master',
    credentials: { username: 'kcadmin', password: 'kcadmin' },
  });
});

test("password hashing: production keeps Keycloak's default, the local profiles a cheaper hash, and no file may name one", () => {
  assert.equal(realm.passwordPolicy, 'length(6)', 'the realm file leaves the hash to Keycloak (Argon2id)');
  assert.equal(passwordPolicy(realm.passwordPolicy, 'production'), 'length(6)');
  for (const profile of ['development', 'test']) {
    assert.equal(passwordPolicy(realm.passwordPolicy, profile), `length(6) and ${LOCAL_PASSWORD_HASHING}`);
  }
  for (const weak of ['length(6) and hashIterations(1)', 'hashAlgorithm(pbkdf2-sha256)', 'length(8) and hashAlgorithm (pbkdf2)']) {
    assert.throws(() => passwordPolicy(weak, 'production'), /Keycloak's default/, weak);
  }
});
