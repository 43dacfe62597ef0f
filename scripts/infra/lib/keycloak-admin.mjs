// Keycloak's admin API for the operator's tools (realm sync, demo-user check, first admin), against the
// local dev server or a production Keycloak alike. From the environment:
//   KEYCLOAK_URL     Keycloak's address as this machine reaches it (default http://localhost:8180 in development and test)
//   KEYCLOAK_REALM   the portal's realm (default grant-portal)
//   KEYCLOAK_ADMIN_REALM  the realm the credentials below belong to (default master)
//   KEYCLOAK_ADMIN_CLIENT_ID + KEYCLOAK_ADMIN_CLIENT_SECRET   a confidential client with a service account
//                    holding realm-admin rights (client credentials grant), or else
//   KC_BOOTSTRAP_ADMIN_USERNAME + KC_BOOTSTRAP_ADMIN_PASSWORD an admin user (password grant through admin-cli)
// PORTAL_PROFILE (development | test | production, unset means production) decides whether the dev
// server's bootstrap admin kcadmin/kcadmin may be assumed: in production every value must be given.

/** The portal's realm (keycloak.mjs's REALM, repeated so that this module needs nothing of the dev server's). */
const DEFAULT_REALM = 'grant-portal';
export const PORTAL_PROFILES = ['development', 'test', 'production'];

/**
 * The profile of a run, as the apps read it (contracts' portalProfileOf): unset or empty is production.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {'development' | 'test' | 'production'}
 */
export function portalProfile(env = process.env) {
  const value = env.PORTAL_PROFILE;
  if (value === undefined || value === '') return 'production';
  if (!PORTAL_PROFILES.includes(value)) throw new Error(`PORTAL_PROFILE must be one of ${PORTAL_PROFILES.join(', ')}, got "${value}"`);
  return /** @type {any} */ (value);
}

/**
 * Where and as whom the admin API is called.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function keycloakAdminConnection(env = process.env) {
  const production = portalProfile(env) === 'production';
  const dev = (/** @type {string} */ value) => (production ? undefined : value);
  const url = (env.KEYCLOAK_URL || dev('http://localhost:8180'))?.replace(/\/+$/, '');
  const clientId = env.KEYCLOAK_ADMIN_CLIENT_ID || undefined;
  const clientSecret = env.KEYCLOAK_ADMIN_CLIENT_SECRET || undefined;
  const username = env.KC_BOOTSTRAP_ADMIN_USERNAME || (clientId ? undefined : dev('kcadmin'));
  const password = env.KC_BOOTSTRAP_ADMIN_PASSWORD || (clientId ? undefined : dev('kcadmin'));
  if (!url) throw new Error('KEYCLOAK_URL is not set (Keycloak as this machine reaches it, e.g. https://auth.example.org)');
  if (clientId && !clientSecret) throw new Error('KEYCLOAK_ADMIN_CLIENT_ID is set without KEYCLOAK_ADMIN_CLIENT_SECRET');
  if (!clientId && !(username && password)) {
    throw new Error(
      'no Keycloak admin credentials: set KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET (a service account with realm-admin) or KC_BOOTSTRAP_ADMIN_USERNAME and KC_BOOTSTRAP_ADMIN_PASSWORD',
    );
  }
  return {
    url,
    realm: env.KEYCLOAK_REALM || DEFAULT_REALM,
    adminRealm: env.KEYCLOAK_ADMIN_REALM || 'master',
    credentials: clientId
      ? { clientId, clientSecret: /** @type {string} */ (clientSecret) }
      : { username: /** @type {string} */ (username), password: /** @type {string} */ (password) },
  };
}

/** @typedef {ReturnType<typeof keycloakAdminConnection>} KeycloakAdminConnection */
/** @typedef {(method: string, path: string, body?: unknown) => Promise<any>} AdminCall */

/**
 * Signs in and returns `call(method, path, body)` on `<url>/admin/realms/<realm><path>`: JSON in and out,
 * an error naming the request on any answer other than 2xx. The token is renewed when it nears its end.
 * @param {KeycloakAdminConnection} connection
 * @param {string} [what] the tool's name, for messages
 * @returns {Promise<AdminCall & { realm: string, url: string, find: (path: string) => Promise<any>, location: (path: string, body?: unknown) => Promise<string>, root: AdminCall }>}
 */
export async function openKeycloakAdmin(connection, what = 'Keycloak admin') {
  const { url, realm, adminRealm, credentials } = connection;
  let token = '';
  let renewAt = 0;
  const signIn = async () => {
    const form =
      'clientId' in credentials
        ? { grant_type: 'client_credentials', client_id: credentials.clientId, client_secret: credentials.clientSecret }
        : { grant_type: 'password', client_id: 'admin-cli', username: credentials.username, password: credentials.password };
    let res;
    try {
      res = await fetch(`${url}/realms/${encodeURIComponent(adminRealm)}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
    } catch (error) {
      throw new Error(`${what}: Keycloak at ${url} does not answer (${/** @type {Error} */ (error).cause ?? error})`);
    }
    if (!res.ok) throw new Error(`${what}: the Keycloak admin cannot sign in to the realm ${adminRealm} at ${url} (HTTP ${res.status})`);
    const answer = await res.json();
    token = answer.access_token;
    renewAt = Date.now() + Math.max(5, (answer.expires_in ?? 60) - 15) * 1000;
  };
  const request = async (/** @type {string} */ method, /** @type {string} */ path, /** @type {unknown} */ body, allowMissing = false) => {
    if (Date.now() >= renewAt) await signIn();
    const res = await fetch(`${url}/admin/realms${path.startsWith('^') ? path.slice(1) : `/${encodeURIComponent(realm)}${path}`}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (allowMissing && res.status === 404) return { res, text: '' };
    if (!res.ok) throw new Error(`${what}: ${method} ${path} answered ${res.status} ${text.slice(0, 300)}`);
    return { res, text };
  };
  /** @type {any} */
  const call = async (/** @type {string} */ method, /** @type {string} */ path, /** @type {unknown} */ body) => {
    const { text } = await request(method, path, body);
    return text ? JSON.parse(text) : undefined;
  };
  call.realm = realm;
  call.url = url;
  /** GET that answers undefined when the resource does not exist (404). */
  call.find = async (/** @type {string} */ path) => {
    const { text } = await request('GET', path, undefined, true);
    return text ? JSON.parse(text) : undefined;
  };
  /** POST that creates something: the new resource's id from the Location header. */
  call.location = async (/** @type {string} */ path, /** @type {unknown} */ body) => {
    const { res } = await request('POST', path, body);
    return (res.headers.get('location') ?? '').split('/').pop() ?? '';
  };
  /** On `<url>/admin/realms<path>` (the list of realms: creating or deleting one). */
  call.root = (/** @type {string} */ method, /** @type {string} */ path, /** @type {unknown} */ body) => call(method, `^${path}`, body);
  await signIn();
  return call;
}
