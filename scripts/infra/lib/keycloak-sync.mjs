// Brings a Keycloak that is already running (and may have imported an older realm file: the dev server
// on 8180 is shared by every checkout) up to the realm file for what the admin sign-in needs: the
// authentication flows, the clients' flow overrides and attributes (portal-admin is created when
// missing), the OTP policy and the demo admins' enrolled authenticators. Idempotent: what is there
// already is left alone. Uses the dev server's bootstrap admin (kcadmin, see keycloak.mjs).
import fs from 'node:fs';
import { REALM_FILE } from './keycloak.mjs';

const OTP_POLICY_KEYS = ['otpPolicyType', 'otpPolicyAlgorithm', 'otpPolicyDigits', 'otpPolicyPeriod', 'otpPolicyLookAheadWindow', 'otpPolicyCodeReusable'];

/**
 * @param {{ keycloakUrl?: string, realmFile?: string, adminUser?: string, adminPassword?: string, log?: (m: string) => void }} [o]
 */
export async function syncKeycloakRealm({
  keycloakUrl = 'http://localhost:8180',
  realmFile = REALM_FILE,
  adminUser = process.env.KC_BOOTSTRAP_ADMIN_USERNAME ?? 'kcadmin',
  adminPassword = process.env.KC_BOOTSTRAP_ADMIN_PASSWORD ?? 'kcadmin',
  log = () => undefined,
} = {}) {
  const realm = JSON.parse(fs.readFileSync(realmFile, 'utf8'));
  const tokenRes = await fetch(`${keycloakUrl}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: adminUser, password: adminPassword }),
  });
  if (!tokenRes.ok) throw new Error(`Keycloak realm sync: the bootstrap admin cannot sign in (HTTP ${tokenRes.status})`);
  const { access_token: token } = await tokenRes.json();
  const base = `${keycloakUrl}/admin/realms/${realm.realm}`;
  /** @param {string} method @param {string} path @param {unknown} [body] */
  const call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Keycloak realm sync: ${method} ${path} answered ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : undefined;
  };
  const enc = encodeURIComponent;

  // 1. Authentication flows, created with their executions (and configs) when missing.
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
    log(`Keycloak: added the authentication flow '${flow.alias}'`);
  }
  liveFlows = await call('GET', '/authentication/flows');
  const fileFlowAlias = new Map([...fileFlows.values()].map((f) => [f.id, f.alias]));
  const liveFlowId = new Map(liveFlows.map((/** @type {any} */ f) => [f.alias, f.id]));

  // 2. Clients: created when missing; flow overrides and attributes as in the file.
  for (const client of realm.clients ?? []) {
    if (!client.authenticationFlowBindingOverrides) continue;
    const overrides = Object.fromEntries(
      Object.entries(client.authenticationFlowBindingOverrides).map(([binding, id]) => [binding, liveFlowId.get(fileFlowAlias.get(id))]),
    );
    const [existing] = await call('GET', `/clients?clientId=${enc(client.clientId)}`);
    if (!existing) {
      await call('POST', '/clients', { ...client, authenticationFlowBindingOverrides: overrides });
      log(`Keycloak: added the client '${client.clientId}'`);
      continue;
    }
    const attributes = { ...existing.attributes, ...client.attributes };
    const same =
      JSON.stringify(existing.authenticationFlowBindingOverrides ?? {}) === JSON.stringify(overrides) &&
      Object.entries(client.attributes ?? {}).every(([k, v]) => existing.attributes?.[k] === v);
    if (!same) {
      await call('PUT', `/clients/${existing.id}`, { ...existing, attributes, authenticationFlowBindingOverrides: overrides });
      log(`Keycloak: updated the client '${client.clientId}'`);
    }
  }

  // 3. The OTP policy.
  const live = await call('GET', '');
  const policy = Object.fromEntries(OTP_POLICY_KEYS.filter((k) => realm[k] !== undefined).map((k) => [k, realm[k]]));
  if (Object.entries(policy).some(([k, v]) => live[k] !== v)) {
    await call('PUT', '', policy);
    log('Keycloak: updated the OTP policy');
  }

  // 4. Users whose file entry has an authenticator (the demo admins): re-imported when theirs is missing.
  for (const user of realm.users ?? []) {
    if (!user.id || !(user.credentials ?? []).some((/** @type {any} */ c) => c.type === 'otp')) continue;
    const credentials = await call('GET', `/users/${user.id}/credentials`);
    if (credentials.some((/** @type {any} */ c) => c.type === 'otp')) continue;
    await call('POST', '/partialImport', { ifResourceExists: 'OVERWRITE', users: [user] });
    log(`Keycloak: enrolled the authenticator of '${user.username}'`);
  }
}
