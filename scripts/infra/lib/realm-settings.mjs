// What the grant-portal realm takes from the environment: where the portal lives (redirect URIs, base
// URLs, the login theme's links) and how Keycloak sends mail. The same variables as the apps:
//   PUBLIC_URL      the portal's public address, e.g. https://portal.example.org (default http://localhost:3000)
//   SMTP_HOST, SMTP_PORT, SMTP_TLS (starttls | tls | none), SMTP_USER, SMTP_PASSWORD, MAIL_FROM
// Keycloak's realm import cannot compute (its placeholders only substitute), so the values it needs in
// another shape travel as derived PORTAL_SMTP_* variables: realmImportEnv() makes them for the dev server
// and deploy/keycloak/realm-env.sh for the image. The realm sync (keycloak-sync.mjs) applies the same
// settings to an existing realm at every start.
import { portalProfile } from './keycloak-admin.mjs';

/** The local gateways (npm start on 3000, npm test's two slots on 3100 and 3200) share the dev Keycloak. */
export const LOCAL_PORTAL_ORIGINS = ['http://localhost:3000', 'http://localhost:3100', 'http://localhost:3200'];
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'UNSEAF Grant Portal <noreply@grant-portal.local>';
export const SMTP_TLS_MODES = ['starttls', 'tls', 'none'];

/**
 * `Name <address>` or a bare address, as MAIL_FROM is written for the apps.
 * @param {string} value
 * @returns {{ address: string, name: string }}
 */
export function parseMailFrom(value) {
  const m = value.trim().match(/^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/);
  const name = m ? m[1].trim().replace(/^"(.*)"$/, '$1') : '';
  const address = m ? m[2] : value.trim();
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(address)) throw new Error(`MAIL_FROM must be an address or "Name <address>", got "${value}"`);
  return { address, name };
}

/**
 * The origin of an absolute http(s) URL without a trailing slash; a path is kept (a portal under /portal).
 * @param {string} name the variable, for the message
 * @param {string} value
 */
function portalUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://portal.example.org, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  if (url.search || url.hash || url.username) throw new Error(`${name} must have no query, fragment or user, got "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * How the local Keycloak hashes passwords. It serves only the development and test profiles, on localhost,
 * with demo and throw-away passwords; a test run registers some 1,200 recipients and signs most of them in,
 * and Keycloak's default hash (Argon2id) cost ~90 ms of its CPU per registration and sign-in on 2 cores.
 * Production keeps Keycloak's default: the realm file names no hash, and `passwordPolicy` refuses one there.
 */
export const LOCAL_PASSWORD_HASHING = 'hashAlgorithm(pbkdf2-sha256) and hashIterations(1000)';
const HASH_SETTING = /\bhash(Algorithm|Iterations)\s*\(/;

/**
 * The realm's password policy for a profile: the realm file's own in production (Keycloak's default hashing),
 * the file's plus LOCAL_PASSWORD_HASHING elsewhere. A file that weakens or names the hash is refused.
 * @param {string} filePolicy the realm file's passwordPolicy
 * @param {string} profile
 */
export function passwordPolicy(filePolicy, profile) {
  if (HASH_SETTING.test(filePolicy)) {
    throw new Error(`the realm file's passwordPolicy must leave the hashing to Keycloak's default (production uses it), got "${filePolicy}"`);
  }
  if (profile === 'production') return filePolicy;
  return filePolicy ? `${filePolicy} and ${LOCAL_PASSWORD_HASHING}` : LOCAL_PASSWORD_HASHING;
}

/**
 * The realm's environment-dependent settings. In production PUBLIC_URL (https) and SMTP_HOST must be
 * set, SMTP_USER needs SMTP_PASSWORD, and no localhost address is accepted: nothing falls back to the
 * development values. In development and test the portal is reachable on both local gateways.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function realmSettings(env = process.env) {
  const profile = portalProfile(env);
  const production = profile === 'production';
  const missing = (production ? ['PUBLIC_URL', 'SMTP_HOST', 'MAIL_FROM'] : []).filter((v) => !env[v]);
  if (missing.length) throw new Error(`the production realm needs ${missing.join(', ')} (no development default in production)`);
  const publicUrl = portalUrl('PUBLIC_URL', env.PUBLIC_URL || DEFAULT_PUBLIC_URL);
  if (production && !publicUrl.startsWith('https://')) throw new Error(`PUBLIC_URL must be https:// in production, got "${publicUrl}"`);
  const extra = (env.PORTAL_EXTRA_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((o) => portalUrl('PORTAL_EXTRA_ORIGINS', o));
  const origins = [...new Set([publicUrl, ...extra, ...(production ? [] : LOCAL_PORTAL_ORIGINS)])];
  if (production) {
    const local = origins.filter((o) => /^https?:\/\/(localhost|127\.|\[::1\])/.test(o));
    if (local.length) throw new Error(`production redirects must not go to a local address: ${local.join(', ')}`);
  }

  const tls = (env.SMTP_TLS || (production ? 'starttls' : 'none')).toLowerCase();
  if (!SMTP_TLS_MODES.includes(tls)) throw new Error(`SMTP_TLS must be one of ${SMTP_TLS_MODES.join(', ')}, got "${env.SMTP_TLS}"`);
  const port = env.SMTP_PORT || { starttls: '587', tls: '465', none: '1025' }[tls];
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) throw new Error(`SMTP_PORT must be a port number, got "${port}"`);
  const user = env.SMTP_USER ?? '';
  const password = env.SMTP_PASSWORD ?? '';
  if (user && !password) throw new Error('SMTP_USER is set without SMTP_PASSWORD');
  const from = parseMailFrom(env.MAIL_FROM || DEFAULT_MAIL_FROM);
  return {
    profile,
    publicUrl,
    /** Where the portal's pages may be: each one gets a redirect URI `<origin>/*`. */
    origins,
    /** Keycloak's realm smtpServer (every value a string, as Keycloak keeps them). */
    smtp: {
      host: env.SMTP_HOST || 'localhost',
      port,
      from: from.address,
      fromDisplayName: from.name || 'UNSEAF Grant Portal',
      starttls: String(tls === 'starttls'),
      ssl: String(tls === 'tls'),
      auth: String(Boolean(user)),
      user,
      password,
    },
  };
}

/**
 * The variables the realm file's placeholders read at the first import (besides the client secrets):
 * PUBLIC_URL and SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASSWORD as given, and the derived PORTAL_SMTP_FROM,
 * PORTAL_SMTP_FROM_NAME, PORTAL_SMTP_STARTTLS, PORTAL_SMTP_SSL and PORTAL_SMTP_AUTH.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<string, string>}
 */
export function realmImportEnv(env = process.env) {
  const { publicUrl, smtp } = realmSettings(env);
  return {
    PUBLIC_URL: publicUrl,
    SMTP_HOST: smtp.host,
    SMTP_PORT: smtp.port,
    SMTP_USER: smtp.user,
    SMTP_PASSWORD: smtp.password,
    PORTAL_SMTP_FROM: smtp.from,
    PORTAL_SMTP_FROM_NAME: smtp.fromDisplayName,
    PORTAL_SMTP_STARTTLS: smtp.starttls,
    PORTAL_SMTP_SSL: smtp.ssl,
    PORTAL_SMTP_AUTH: smtp.auth,
  };
}

/**
 * Resolves Keycloak's import placeholders (`${VAR}`, `${VAR:default}`) in every string of a parsed realm
 * file, as Keycloak does at import; a variable without a value and without a default stays as written.
 * @template T
 * @param {T} value
 * @param {Record<string, string | undefined>} vars
 * @returns {T}
 */
export function resolvePlaceholders(value, vars) {
  if (typeof value === 'string') {
    return /** @type {T} */ (value.replace(/\$\{([A-Za-z0-9_.]+)(?::([^}]*))?\}/g, (whole, name, fallback) => vars[name] ?? fallback ?? whole));
  }
  if (Array.isArray(value)) return /** @type {T} */ (value.map((v) => resolvePlaceholders(v, vars)));
  if (value && typeof value === 'object') {
    return /** @type {T} */ (Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolvePlaceholders(v, vars)])));
  }
  return value;
}
