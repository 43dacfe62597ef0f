// Brings a running Keycloak up to the realm file and the environment. Keycloak imports the realm file
// only when the realm is missing (its placeholders are resolved once, at that import), so an existing
// install keeps whatever it was imported with; this runs at every start (`npm start`, `npm test`, and in
// production `npm run keycloak:config`) and applies, through the admin API:
//   - the portal clients' redirect URIs (PUBLIC_URL, PORTAL_EXTRA_ORIGINS and, in development and test,
//     both local gateways), web origins and base URLs (the login theme's links come from the base URL);
//   - the realm's login theme, SMTP settings (SMTP_*, MAIL_FROM), OTP policy and password policy (production: the
//     file's, with Keycloak's default hash; development and test: a cheaper hash, see realm-settings.mjs);
//   - the realm roles of the file (added when missing: the back office's staff roles);
//   - the authentication flows (created when missing), the clients' flow overrides and attributes;
//   - the client roles the file grants the service accounts (added when missing);
//   - in development and test only, the demo users of deploy/keycloak/demo-users.json (created when
//     missing, their authenticator enrolled again when it is gone).
// Idempotent: what already matches is left alone. The demo-user check of a production start is
// assertNoDemoUsers() below. Keycloak and its admin credentials: keycloak-admin.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { keycloakAdminConnection, openKeycloakAdmin, portalProfile } from './keycloak-admin.mjs';
import { REALM_FILE } from './keycloak.mjs';
import { passwordPolicy, realmImportEnv, realmSettings, resolvePlaceholders } from './realm-settings.mjs';

export const DEMO_USERS_FILE = path.join(path.dirname(REALM_FILE), 'demo-users.json');
const OTP_POLICY_KEYS = ['otpPolicyType', 'otpPolicyAlgorithm', 'otpPolicyDigits', 'otpPolicyPeriod', 'otpPolicyLookAheadWindow', 'otpPolicyCodeReusable'];
const SMTP_KEYS = ['host', 'port', 'from', 'fromDisplayName', 'auth', 'user', 'ssl', 'starttls'];

/** @typedef {import('./keycloak-admin.mjs').KeycloakAdminConnection} KeycloakAdminConnection */
/** @typedef {Awaited<ReturnType<typeof openKeycloakAdmin>>} Admin */

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * A realm file's content for another realm name (the default role is named after the realm).
 * @param {any} content @param {string} from @param {string} to
 */
const renameRealm = (content, from, to) =>
  from === to ? content : JSON.parse(JSON.stringify(content).replaceAll(`default-roles-${from}`, `default-roles-${to}`));

/**
 * The demo users (development and test only): the demo admins `admin` and `admin2` and the demo staff
 * `programme`, `finance` and `auditor` with their enrolled authenticators, and the demo recipient, as
 * partial-import representations.
 * @param {string} [file]
 * @returns {any[]}
 */
export function demoUsers(file = DEMO_USERS_FILE) {
  return readJson(file).users;
}

/**
 * Applies the realm file and the environment to the realm of a running Keycloak (see the head of this file).
 * @param {{
 *   env?: NodeJS.ProcessEnv,
 *   connection?: KeycloakAdminConnection,
 *   realmFile?: string,
 *   demoUsersFile?: string,
 *   createRealm?: boolean,
 *   log?: (m: string) => void,
 * }} [o] env: where PUBLIC_URL, SMTP_*, PORTAL_PROFILE and the Keycloak connection come from;
 *   createRealm: create the realm from the file when it is missing (Keycloak's import does that at start)
 * @returns {Promise<string[]>} what was changed
 */
export async function syncKeycloakRealm({
  env = process.env,
  connection = keycloakAdminConnection(env),
  realmFile = REALM_FILE,
  demoUsersFile = DEMO_USERS_FILE,
  createRealm = false,
  log = () => undefined,
} = {}) {
  const settings = realmSettings(env);
  const changes = /** @type {string[]} */ ([]);
  const changed = (/** @type {string} */ m) => {
    changes.push(m);
    log(m);
  };
  const file = readJson(realmFile);
  const realm = renameRealm(resolvePlaceholders(file, { ...env, ...realmImportEnv(env) }), file.realm, connection.realm);
  realm.realm = connection.realm;
  const call = await openKeycloakAdmin(connection, 'Keycloak realm sync');
  const enc = encodeURIComponent;

  if (!(await call.find(''))) {
    if (!createRealm)
      throw new Error(`Keycloak realm sync: the realm ${connection.realm} does not exist at ${connection.url} (Keycloak imports it at its first start)`);
    const unresolved = JSON.stringify(realm).match(/"\$\{[A-Z0-9_]+\}"/g);
    if (unresolved) throw new Error(`Keycloak realm sync: creating the realm needs ${[...new Set(unresolved)].join(', ')} in the environment`);
    // Flow and config ids are unique across realms: a second realm from the same file gets new ones, and
    // the clients' flow overrides are set by alias below.
    const fresh = {
      ...realm,
      authenticationFlows: (realm.authenticationFlows ?? []).map((/** @type {any} */ { id, ...f }) => f),
      authenticatorConfig: (realm.authenticatorConfig ?? []).map((/** @type {any} */ { id, ...c }) => c),
      clients: (realm.clients ?? []).map((/** @type {any} */ { authenticationFlowBindingOverrides, ...c }) => c),
    };
    await call.root('POST', '', fresh);
    changed(`Keycloak: created the realm '${connection.realm}'`);
  }

  // 1. Realm settings: login theme and languages, SMTP, OTP policy.
  const live = await call('GET', '');
  /** @type {Record<string, unknown>} */
  const update = {};
  if (live.loginTheme !== realm.loginTheme) update.loginTheme = realm.loginTheme;
  // The sign-in pages' languages (the portal's EN/DE/FR; the portal asks for the one its page shows).
  if (realm.internationalizationEnabled !== undefined && live.internationalizationEnabled !== realm.internationalizationEnabled) {
    update.internationalizationEnabled = realm.internationalizationEnabled;
  }
  if (realm.defaultLocale !== undefined && live.defaultLocale !== realm.defaultLocale) update.defaultLocale = realm.defaultLocale;
  if (realm.supportedLocales && [...(live.supportedLocales ?? [])].sort().join() !== [...realm.supportedLocales].sort().join()) {
    update.supportedLocales = realm.supportedLocales;
  }
  for (const k of OTP_POLICY_KEYS) if (realm[k] !== undefined && live[k] !== realm[k]) update[k] = realm[k];
  // Production: the file's policy (Keycloak's default hash) over whatever the live realm has; locally a cheaper hash.
  const policy = passwordPolicy(realm.passwordPolicy ?? '', settings.profile);
  if ((live.passwordPolicy ?? '') !== policy) update.passwordPolicy = policy;
  const smtp = settings.smtp;
  const liveSmtp = live.smtpServer ?? {};
  // Keycloak never shows the SMTP password (it answers with a mask), so with authentication on it is always sent.
  if (SMTP_KEYS.some((k) => (liveSmtp[k] ?? '') !== smtp[k]) || smtp.auth === 'true') {
    update.smtpServer = smtp.auth === 'true' ? smtp : { ...smtp, user: '', password: '' };
  }
  if (Object.keys(update).length) {
    await call('PUT', '', update);
    const what = Object.keys(update).map((k) => (k === 'smtpServer' ? `SMTP (${smtp.host}:${smtp.port})` : k));
    changed(`Keycloak: updated the realm's ${what.join(', ')}`);
  }

  // 1b. The realm roles the file declares (the back office's staff roles among them): added when missing,
  // never taken away here, so a realm imported by an older file gets them before any user needs one.
  const liveRoles = new Set((await call('GET', '/roles')).map((/** @type {any} */ r) => r.name));
  for (const role of realm.roles?.realm ?? []) {
    if (liveRoles.has(role.name)) continue;
    await call('POST', '/roles', { name: role.name, description: role.description ?? '' });
    changed(`Keycloak: added the realm role '${role.name}'`);
  }

  // 2. Authentication flows, created with their executions (and configs) when missing.
  const fileFlows = new Map((realm.authenticationFlows ?? []).map((/** @type {any} */ f) => [f.alias, f]));
  const configs = new Map((realm.authenticatorConfig ?? []).map((/** @type {any} */ c) => [c.alias, c]));
  /** @param {any} flow */
  const addExecutions = async (flow) => {
    const at = `/authentication/flows/${enc(flow.alias)}/executions`;
    for (const e of [...flow.authenticationExecutions].sort((a, b) => a.priority - b.priority)) {
      if (e.authenticatorFlow) {
        const sub = fileFlows.get(e.flowAlias);
        await call('POST', `${at}/flow`, { alias: sub.alias, description: sub.description ?? '', provider: 'registration-page-form', type: 'basic-flow' });
      } else {
        await call('POST', `${at}/execution`, { provider: e.authenticator });
      }
      const mine = (await call('GET', at)).filter((/** @type {any} */ x) => x.level === 0);
      const created = mine[mine.length - 1];
      await call('PUT', at, { ...created, requirement: e.requirement });
      if (e.authenticatorConfig) {
        await call('POST', `/authentication/executions/${created.id}/config`, {
          alias: e.authenticatorConfig,
          config: configs.get(e.authenticatorConfig)?.config ?? {},
        });
      }
      if (e.authenticatorFlow) await addExecutions(fileFlows.get(e.flowAlias));
    }
  };
  let liveFlows = await call('GET', '/authentication/flows');
  for (const flow of fileFlows.values()) {
    if (!flow.topLevel || liveFlows.some((/** @type {any} */ f) => f.alias === flow.alias)) continue;
    await call('POST', '/authentication/flows', {
      alias: flow.alias,
      description: flow.description ?? '',
      providerId: 'basic-flow',
      topLevel: true,
      builtIn: false,
    });
    await addExecutions(flow);
    changed(`Keycloak: added the authentication flow '${flow.alias}'`);
  }
  liveFlows = await call('GET', '/authentication/flows');
  const fileFlowAlias = new Map([...fileFlows.values()].map((f) => [f.id, f.alias]));
  const liveFlowId = new Map(liveFlows.map((/** @type {any} */ f) => [f.alias, f.id]));

  // 3. The browser clients: addresses from the environment, flow overrides and attributes from the file.
  const redirectUris = settings.origins.map((o) => `${o}/*`);
  for (const client of realm.clients ?? []) {
    if (!client.publicClient || !client.standardFlowEnabled) continue;
    const overrides = Object.fromEntries(
      Object.entries(client.authenticationFlowBindingOverrides ?? {}).map(([binding, id]) => [binding, liveFlowId.get(fileFlowAlias.get(id))]),
    );
    const target = { redirectUris, webOrigins: client.webOrigins ?? [], baseUrl: client.baseUrl ?? '' };
    const [existing] = await call('GET', `/clients?clientId=${enc(client.clientId)}`);
    if (!existing) {
      await call('POST', '/clients', { ...client, ...target, authenticationFlowBindingOverrides: overrides });
      changed(`Keycloak: added the client '${client.clientId}'`);
      continue;
    }
    const sameList = (/** @type {string[]} */ a = [], /** @type {string[]} */ b = []) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
    const differs = [
      !sameList(existing.redirectUris, target.redirectUris) && 'redirect URIs',
      !sameList(existing.webOrigins, target.webOrigins) && 'web origins',
      (existing.baseUrl ?? '') !== target.baseUrl && 'base URL',
      JSON.stringify(existing.authenticationFlowBindingOverrides ?? {}) !== JSON.stringify(overrides) && 'flow overrides',
      !Object.entries(client.attributes ?? {}).every(([k, v]) => existing.attributes?.[k] === v) && 'attributes',
    ].filter(Boolean);
    if (differs.length) {
      await call('PUT', `/clients/${existing.id}`, {
        ...existing,
        ...target,
        attributes: { ...existing.attributes, ...client.attributes },
        authenticationFlowBindingOverrides: overrides,
      });
      changed(`Keycloak: updated the client '${client.clientId}' (${differs.join(', ')})`);
    }
  }

  // 4. The service accounts' client roles the file grants (added when missing; never taken away here).
  for (const account of realm.users ?? []) {
    if (!account.serviceAccountClientId) continue;
    const [owner] = await call('GET', `/clients?clientId=${enc(account.serviceAccountClientId)}`);
    if (!owner) continue;
    const serviceUser = await call('GET', `/clients/${owner.id}/service-account-user`);
    for (const [clientId, roleNames] of Object.entries(account.clientRoles ?? {})) {
      const [roleClient] = await call('GET', `/clients?clientId=${enc(clientId)}`);
      if (!roleClient) continue;
      const held = new Set((await call('GET', `/users/${serviceUser.id}/role-mappings/clients/${roleClient.id}`)).map((/** @type {any} */ r) => r.name));
      const missing = /** @type {string[]} */ (roleNames).filter((name) => !held.has(name));
      if (!missing.length) continue;
      const roles = await Promise.all(missing.map((name) => call('GET', `/clients/${roleClient.id}/roles/${enc(name)}`)));
      await call('POST', `/users/${serviceUser.id}/role-mappings/clients/${roleClient.id}`, roles);
      changed(`Keycloak: granted ${account.serviceAccountClientId}'s service account ${clientId} ${missing.join(', ')}`);
    }
  }

  // 5. The demo users, in development and test only.
  if (settings.profile !== 'production') {
    const users = renameRealm(demoUsers(demoUsersFile), file.realm, connection.realm);
    for (const m of await ensureDemoUsers(call, users)) changed(m);
  }
  return changes;
}

/**
 * Creates the demo users that are missing and enrols the demo admins' authenticators again when gone
 * (a realm imported by an older file, or an authenticator removed in a test).
 * @param {Admin} call
 * @param {any[]} users
 */
async function ensureDemoUsers(call, users) {
  const done = [];
  for (const user of users) {
    const live = await call.find(`/users/${user.id}`);
    if (!live) {
      await call('POST', '/partialImport', { ifResourceExists: 'FAIL', users: [user] });
      done.push(`Keycloak: created the demo user '${user.username}'`);
      continue;
    }
    if (!(user.credentials ?? []).some((/** @type {any} */ c) => c.type === 'otp')) continue;
    const credentials = await call('GET', `/users/${user.id}/credentials`);
    if (credentials.some((/** @type {any} */ c) => c.type === 'otp')) continue;
    await call('POST', '/partialImport', { ifResourceExists: 'OVERWRITE', users: [user] });
    done.push(`Keycloak: enrolled the authenticator of '${user.username}'`);
  }
  return done;
}

/**
 * The demo users present in the realm: any user with a demo user's id, username or e-mail address (so a
 * renamed or re-created demo account counts too).
 * @param {{ env?: NodeJS.ProcessEnv, connection?: KeycloakAdminConnection, demoUsersFile?: string }} [o]
 * @returns {Promise<{ id: string, username: string, email?: string }[]>}
 */
export async function findDemoUsers({ env = process.env, connection = keycloakAdminConnection(env), demoUsersFile = DEMO_USERS_FILE } = {}) {
  const call = await openKeycloakAdmin(connection, 'Keycloak demo-user check');
  return findDemoUsersWith(call, demoUsers(demoUsersFile));
}

/** @param {Admin} call @param {any[]} users */
async function findDemoUsersWith(call, users) {
  const found = new Map();
  const enc = encodeURIComponent;
  for (const user of users) {
    const hits = [
      await call.find(`/users/${user.id}`),
      ...(await call('GET', `/users?username=${enc(user.username)}&exact=true&briefRepresentation=true`)),
      ...(user.email ? await call('GET', `/users?email=${enc(user.email)}&exact=true&briefRepresentation=true`) : []),
    ].filter(Boolean);
    for (const u of hits) found.set(u.id, { id: u.id, username: u.username, ...(u.email ? { email: u.email } : {}) });
  }
  return [...found.values()];
}

/**
 * Refuses (throws) while any demo user exists in the realm: a production start calls it. The message
 * names them and how to delete them.
 * @param {{ env?: NodeJS.ProcessEnv, connection?: KeycloakAdminConnection, demoUsersFile?: string }} [o]
 */
export async function assertNoDemoUsers(o = {}) {
  const found = await findDemoUsers(o);
  if (!found.length) return;
  const connection = o.connection ?? keycloakAdminConnection(o.env ?? process.env);
  throw new Error(
    `the realm ${connection.realm} at ${connection.url} has demo users, whose passwords and authenticator seeds are published: ` +
      `${found.map((u) => `${u.username} (${u.id})`).join(', ')}. Delete them with \`npm run keycloak:config -- --delete-demo-users\` ` +
      `or in Keycloak's admin console (realm ${connection.realm}, Users), then start again.`,
  );
}

/**
 * Deletes every demo user (see findDemoUsers) from the realm.
 * @param {{ env?: NodeJS.ProcessEnv, connection?: KeycloakAdminConnection, demoUsersFile?: string }} [o]
 * @returns {Promise<string[]>} the usernames deleted
 */
export async function deleteDemoUsers({ env = process.env, connection = keycloakAdminConnection(env), demoUsersFile = DEMO_USERS_FILE } = {}) {
  const call = await openKeycloakAdmin(connection, 'Keycloak demo-user removal');
  const found = await findDemoUsersWith(call, demoUsers(demoUsersFile));
  for (const u of found) await call('DELETE', `/users/${u.id}`);
  return found.map((u) => u.username);
}

export { portalProfile };
