// The realm sync, the demo-user check and the first-admin command against the real (shared) Keycloak on
// 8180, as `npm test` leaves it after seeding. What changes a realm's settings or deletes users works on
// a realm of its own, created from the realm file and deleted at the end; the grant-portal realm that
// every checkout shares only gets one new admin of this file's own, deleted at the end.
// Run: npm test -- integration keycloak-config
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, test } from '@jest/globals';
import { generate, ScureBase32Plugin } from 'otplib';
import { openKeycloakAdmin, keycloakAdminConnection } from '../lib/keycloak-admin.mjs';
import { DEMO_USERS_FILE, demoUsers, findDemoUsers, syncKeycloakRealm } from '../lib/keycloak-sync.mjs';
import { decodeJwt, firstSignIn, openLoginPage, signIn } from '../lib/oidc-check.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const KC = 'http://localhost:8180';
const suffix = randomBytes(4).toString('hex');
const REALM = `realm-sync-check-${suffix}`;
const CONNECTION = {
  KEYCLOAK_URL: KC,
  KC_BOOTSTRAP_ADMIN_USERNAME: 'kcadmin',
  KC_BOOTSTRAP_ADMIN_PASSWORD: 'kcadmin',
  KEYCLOAK_REALM: REALM,
  KEYCLOAK_IDENTITY_SECRET: randomBytes(16).toString('hex'),
  KEYCLOAK_PASSWORD_VERIFIER_SECRET: randomBytes(16).toString('hex'),
};
/** An install as it was first set up: another host name, a plain-text relay without credentials. */
const OLD = {
  ...CONNECTION,
  PORTAL_PROFILE: 'production',
  PUBLIC_URL: 'https://old-portal.test',
  SMTP_HOST: 'old-relay.test',
  SMTP_PORT: '25',
  SMTP_TLS: 'none',
  MAIL_FROM: 'noreply@old-portal.test',
};
/** The same install after a move: new host name, a relay with STARTTLS and a password. */
const NEW = {
  ...OLD,
  PUBLIC_URL: 'https://portal.test',
  SMTP_HOST: 'relay.portal.test',
  SMTP_PORT: '',
  SMTP_TLS: 'starttls',
  SMTP_USER: 'portal-mailer',
  SMTP_PASSWORD: `mail-${suffix}`,
  MAIL_FROM: 'UNSEAF Grant Portal <noreply@portal.test>',
};
const base32 = (/** @type {string} */ raw) => new ScureBase32Plugin().encode(new TextEncoder().encode(raw));
const totpNow = (/** @type {string} */ raw) => generate({ secret: base32(raw) });
const ownEnv = (/** @type {Record<string, string>} */ env) => ({ PATH: process.env.PATH, ...env });
/** @param {string} script @param {string[]} args @param {Record<string, string>} env @param {string} [input] */
const runScript = (script, args, env, input) =>
  spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { env: ownEnv(env), input, encoding: 'utf8' });

/** @type {Awaited<ReturnType<typeof openKeycloakAdmin>>} */
let admin;
/** @type {Awaited<ReturnType<typeof openKeycloakAdmin>>} */
let shared;
/** The shared realm's users this file created (deleted at the end). */
const created = /** @type {string[]} */ ([]);
let tmp = '';

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'keycloak-config-'));
  await syncKeycloakRealm({ env: OLD, createRealm: true });
  admin = await openKeycloakAdmin(keycloakAdminConnection(OLD));
  shared = await openKeycloakAdmin(keycloakAdminConnection({ PORTAL_PROFILE: 'test', KEYCLOAK_URL: KC }));
}, 60_000);

afterAll(async () => {
  await admin?.root('DELETE', `/${REALM}`).catch(() => undefined);
  for (const id of created) await shared?.('DELETE', `/users/${id}`).catch(() => undefined);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** @param {Awaited<ReturnType<typeof openKeycloakAdmin>>} call @param {string} clientId */
const client = async (call, clientId) => (await call('GET', `/clients?clientId=${clientId}`))[0];

test("a service account missing a client role of the realm file gets it at the next sync (the identity service's view-realm)", async () => {
  const identity = await client(admin, 'identity-service');
  const serviceUser = await admin('GET', `/clients/${identity.id}/service-account-user`);
  const management = await client(admin, 'realm-management');
  const at = `/users/${serviceUser.id}/role-mappings/clients/${management.id}`;
  const viewRealm = await admin('GET', `/clients/${management.id}/roles/view-realm`);
  await admin('DELETE', at, [viewRealm]);
  assert.ok(!(await admin('GET', at)).some((/** @type {any} */ r) => r.name === 'view-realm'));

  // The environment the realm was created with, so nothing else changes before the next test.
  const changes = await syncKeycloakRealm({ env: OLD });
  assert.ok(
    changes.some((c) => c.includes("identity-service's service account realm-management view-realm")),
    changes.join('\n'),
  );
  const held = (await admin('GET', at)).map((/** @type {any} */ r) => r.name).sort();
  assert.deepEqual(held, ['manage-users', 'query-users', 'view-realm', 'view-users']);
});

test('an existing realm gets a changed PUBLIC_URL and SMTP relay at the next sync; a second sync changes nothing more', async () => {
  const before = await client(admin, 'portal-web');
  assert.deepEqual(before.redirectUris, ['https://old-portal.test/*']);

  const changes = await syncKeycloakRealm({ env: NEW });
  assert.ok(
    changes.some((c) => c.includes("'portal-web' (redirect URIs, base URL)")),
    changes.join('\n'),
  );
  assert.ok(
    changes.some((c) => c.includes("'portal-admin' (redirect URIs, base URL)")),
    changes.join('\n'),
  );
  assert.ok(
    changes.some((c) => c.includes('SMTP (relay.portal.test:587)')),
    changes.join('\n'),
  );

  for (const [clientId, baseUrl] of [
    ['portal-web', 'https://portal.test'],
    ['portal-admin', 'https://portal.test/admin/login'],
  ]) {
    const c = await client(admin, clientId);
    assert.deepEqual([c.redirectUris, c.webOrigins, c.baseUrl], [['https://portal.test/*'], ['+'], baseUrl], clientId);
  }
  const realm = await admin('GET', '');
  const { password, ...smtp } = realm.smtpServer;
  assert.deepEqual(smtp, {
    host: 'relay.portal.test',
    port: '587',
    from: 'noreply@portal.test',
    fromDisplayName: 'UNSEAF Grant Portal',
    starttls: 'true',
    ssl: 'false',
    auth: 'true',
    user: 'portal-mailer',
  });
  assert.equal(password, '**********', 'a password is stored (Keycloak shows only a mask)');

  // The sign-in page links to the new address; the old one is no longer a valid redirect.
  const page = await openLoginPage({ realm: REALM, redirectUri: 'https://portal.test/callback' });
  assert.equal(page.status, 200);
  assert.ok(page.html.includes('href="https://portal.test/register"'), 'the theme links to the new portal address');
  const old = await openLoginPage({ realm: REALM, redirectUri: 'https://old-portal.test/callback' });
  assert.equal(old.status, 400, 'the old address is refused');

  const again = await syncKeycloakRealm({ env: NEW });
  assert.deepEqual(
    again.filter((c) => !c.includes('SMTP')),
    [],
    'only the SMTP password (never readable back) is sent again',
  );
});

test('the demo-user check finds demo users left by an older realm file; keycloak:config refuses, then deletes them on request', async () => {
  assert.deepEqual(await findDemoUsers({ env: NEW }), []);
  // As an older realm file imported them (ids differ: ids are unique across realms).
  const users = demoUsers().map((u) => ({ ...u, id: undefined, realmRoles: u.realmRoles.map((r) => r.replace('grant-portal', REALM)) }));
  await admin('POST', '/partialImport', { ifResourceExists: 'FAIL', users });
  const found = await findDemoUsers({ env: NEW });
  assert.deepEqual(found.map((u) => u.username).sort(), ['admin', 'admin2', 'auditor', 'demo@grant-portal.local', 'finance', 'programme']);

  const refused = runScript('keycloak-config.mjs', [], NEW);
  assert.equal(refused.status, 1, refused.stdout + refused.stderr);
  assert.match(refused.stderr, /has demo users.*admin \(.*admin2 \(.*programme \(.*finance \(.*auditor \(.*demo@grant-portal\.local \(/s);
  assert.match(refused.stderr, /npm run keycloak:config -- --delete-demo-users/);

  const cleaned = runScript('keycloak-config.mjs', ['--delete-demo-users'], NEW);
  assert.equal(cleaned.status, 0, cleaned.stdout + cleaned.stderr);
  assert.match(cleaned.stdout, /deleted the demo users/);
  assert.match(cleaned.stdout, /no demo user in the realm/);
  assert.deepEqual(await findDemoUsers({ env: NEW }), []);
});

test('the sync signs in with a service account (client credentials) instead of the bootstrap admin', async () => {
  const clientId = `ops-sync-${suffix}`;
  const secret = randomBytes(24).toString('base64url');
  const id = await admin.location('/clients', { clientId, publicClient: false, secret, serviceAccountsEnabled: true, standardFlowEnabled: false });
  const account = await admin('GET', `/clients/${id}/service-account-user`);
  const [management] = await admin('GET', '/clients?clientId=realm-management');
  const realmAdmin = await admin('GET', `/clients/${management.id}/roles/realm-admin`);
  await admin('POST', `/users/${account.id}/role-mappings/clients/${management.id}`, [realmAdmin]);
  // Nothing of the bootstrap admin: this realm's own client, through the client credentials grant.
  const { KC_BOOTSTRAP_ADMIN_USERNAME, KC_BOOTSTRAP_ADMIN_PASSWORD, ...withoutBootstrap } = NEW;
  const env = { ...withoutBootstrap, KEYCLOAK_ADMIN_REALM: REALM, KEYCLOAK_ADMIN_CLIENT_ID: clientId, KEYCLOAK_ADMIN_CLIENT_SECRET: secret };
  assert.deepEqual(
    (await syncKeycloakRealm({ env })).filter((c) => !c.includes('SMTP')),
    [],
  );
  assert.deepEqual(await findDemoUsers({ env }), []);
  const wrong = runScript('keycloak-config.mjs', [], { ...env, KEYCLOAK_ADMIN_CLIENT_SECRET: 'wrong' });
  assert.equal(wrong.status, 1);
  assert.match(wrong.stderr, /cannot sign in to the realm/);
});

test('a realm imported before the staff roles gets them at the next sync', async () => {
  await admin('DELETE', '/roles/auditor');
  const changes = await syncKeycloakRealm({ env: NEW });
  assert.deepEqual(
    changes.filter((c) => c.includes('realm role')),
    ["Keycloak: added the realm role 'auditor'"],
  );
  assert.ok(await admin.find('/roles/auditor'));
});

/** The hash of a user's password credential as Keycloak stored it. @param {typeof admin} call @param {string} userId */
const passwordHash = async (call, userId) => {
  const credentials = await call('GET', `/users/${userId}/credentials`);
  const { algorithm, hashIterations } = JSON.parse(credentials.find((/** @type {any} */ c) => c.type === 'password').credentialData);
  return { algorithm, hashIterations };
};
/** @param {typeof admin} call @param {string} name */
const userWithPassword = (call, name) =>
  call.location('/users', {
    username: name,
    email: `${name}@portal.test`,
    enabled: true,
    credentials: [{ type: 'password', value: `Pw-${randomUUID()}`, temporary: false }],
  });

test("production hashes passwords with Keycloak's default (Argon2id) and the sync undoes a cheaper policy; the shared local realm uses the cheaper hash", async () => {
  await admin('PUT', '', { passwordPolicy: 'length(6) and hashAlgorithm(pbkdf2-sha256) and hashIterations(1)' });
  const changes = await syncKeycloakRealm({ env: NEW });
  assert.ok(
    changes.some((c) => c.includes('passwordPolicy')),
    changes.join('\n'),
  );
  assert.equal((await admin('GET', '')).passwordPolicy, 'length(6)');
  assert.deepEqual(await passwordHash(admin, await userWithPassword(admin, `hash-check-${suffix}`)), { algorithm: 'argon2', hashIterations: 5 });

  const local = await userWithPassword(shared, `hash-check-${suffix}`);
  created.push(local);
  assert.deepEqual(await passwordHash(shared, local), { algorithm: 'pbkdf2-sha256', hashIterations: 1000 });
});

test('the shared realm has the demo users (development and test), which the check finds by their ids', async () => {
  const found = await findDemoUsers({ env: { PORTAL_PROFILE: 'test', KEYCLOAK_URL: KC } });
  assert.deepEqual(
    found.map((u) => u.id).sort(),
    demoUsers()
      .map((u) => u.id)
      .sort(),
  );
});

test('in development and test the sync creates missing demo users (a fresh Keycloak), with their authenticators', async () => {
  // This realm's own copy of the demo users (ids and names of its own), from a file like demo-users.json.
  const mine = JSON.parse(fs.readFileSync(DEMO_USERS_FILE, 'utf8'));
  mine.users = mine.users.map((/** @type {any} */ u) => ({ ...u, id: randomUUID(), username: `${u.username}-${suffix}`, email: `${suffix}-${u.email}` }));
  const file = path.join(tmp, 'demo-users.json');
  fs.writeFileSync(file, JSON.stringify(mine));
  const demoAdmin = mine.users.find((/** @type {any} */ u) => u.username.startsWith('admin-'));
  const secret = JSON.parse(demoAdmin.credentials.find((/** @type {any} */ c) => c.type === 'otp').secretData).value;
  const TEST = { ...CONNECTION, PORTAL_PROFILE: 'test' };

  const changes = await syncKeycloakRealm({ env: TEST, demoUsersFile: file });
  assert.equal(changes.filter((c) => c.includes('created the demo user')).length, mine.users.length, changes.join('\n'));
  const password = demoAdmin.credentials.find((/** @type {any} */ c) => c.type === 'password').value;
  const signedIn = await signIn({ username: demoAdmin.username, password, realm: REALM, clientId: 'portal-admin', otp: () => totpNow(secret) });
  assert.equal(decodeJwt(signedIn.tokens.access_token).acr, 'mfa', 'the demo admin signs in with the published authenticator');

  // An authenticator removed (e.g. by a test) is enrolled again.
  const otp = (await admin('GET', `/users/${demoAdmin.id}/credentials`)).find((/** @type {any} */ c) => c.type === 'otp');
  await admin('DELETE', `/users/${demoAdmin.id}/credentials/${otp.id}`);
  const again = await syncKeycloakRealm({ env: TEST, demoUsersFile: file });
  assert.deepEqual(
    again.filter((c) => /demo user|authenticator/.test(c)),
    [`Keycloak: enrolled the authenticator of '${demoAdmin.username}'`],
  );
  // Production never creates them.
  await syncKeycloakRealm({ env: NEW, demoUsersFile: file });
  const users = await syncKeycloakRealm({ env: NEW, demoUsersFile: file });
  assert.ok(!users.some((c) => /demo user|authenticator/.test(c)));
});

test('admin:create makes an admin whose first sign-in sets a new password and enrols TOTP, then signs in with the second factor', async () => {
  const username = `first-admin-${suffix}`;
  const env = { PORTAL_PROFILE: 'test', KEYCLOAK_URL: KC, PUBLIC_URL: 'http://localhost:3100' };
  const weak = runScript(
    'admin-create.mjs',
    ['--username', username, '--email', `${username}@example.org`, '--first-name', 'First', '--last-name', 'Admin', '--password-stdin'],
    env,
    'Short#2026\n',
  );
  assert.equal(weak.status, 1);
  assert.match(weak.stderr, /too weak: admin passwords have at least 12 characters/);
  const demoName = runScript('admin-create.mjs', ['--username', 'admin2', '--email', `${username}@example.org`, '--first-name', 'F', '--last-name', 'A'], env);
  assert.equal(demoName.status, 1);
  assert.match(demoName.stderr, /demo account/);

  const r = runScript('admin-create.mjs', ['--username', username, '--email', `${username}@example.org`, '--first-name', 'First', '--last-name', 'Admin'], env);
  assert.equal(r.status, 0, r.stdout + r.stderr);
  const id = r.stdout.match(/created the admin '[^']+' \(([0-9a-f-]{36})\)/)?.[1];
  const initial = r.stdout.match(/initial password \(shown once[^)]*\): (\S+)/)?.[1];
  assert.ok(id && initial, r.stdout);
  created.push(id);
  assert.ok(initial.length >= 12);
  assert.match(r.stdout, /first sign-in at http:\/\/localhost:3100\/admin\/login/);

  const user = await shared('GET', `/users/${id}`);
  assert.deepEqual(
    [user.username, user.enabled, user.emailVerified, [...user.requiredActions].sort()],
    [username, true, true, ['CONFIGURE_TOTP', 'UPDATE_PASSWORD']],
  );
  const roles = (await shared('GET', `/users/${id}/role-mappings/realm`)).map((/** @type {any} */ x) => x.name);
  assert.ok(roles.includes('admin'), `roles ${roles}`);
  const again = runScript(
    'admin-create.mjs',
    ['--username', username, '--email', `other-${username}@example.org`, '--first-name', 'F', '--last-name', 'A'],
    env,
  );
  assert.equal(again.status, 1);
  assert.match(again.stderr, /exists already/);

  // The first sign-in through Keycloak's pages, as at /admin/login: new password and authenticator first.
  const newPassword = `Fresh-${randomBytes(8).toString('hex')}`;
  const first = await firstSignIn({
    username,
    password: initial,
    newPassword,
    totp: totpNow,
    clientId: 'portal-admin',
    redirectUri: 'http://localhost:3100/callback',
  });
  assert.deepEqual([...first.steps].sort(), ['CONFIGURE_TOTP', 'UPDATE_PASSWORD'], first.errorHtml ?? '');
  const at = decodeJwt(first.tokens.access_token);
  assert.equal(at.acr, 'mfa');
  assert.ok(at.realm_access.roles.includes('admin'));
  assert.deepEqual((await shared('GET', `/users/${id}`)).requiredActions, []);

  // Afterwards: the initial password is gone, the new one leads to the one-time code form.
  const withInitial = await signIn({ username, password: initial, clientId: 'portal-admin' });
  assert.equal(withInitial.tokens, null);
  assert.equal(withInitial.otpRequired, false);
  const withNew = await signIn({ username, password: newPassword, clientId: 'portal-admin' });
  assert.equal(withNew.otpRequired, true, 'the enrolled authenticator is asked for');
});
