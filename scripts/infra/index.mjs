// @portal/infra: starts the local infrastructure of the grant portal (PostgreSQL, Redis, NATS,
// Keycloak, mail catcher) for `npm start` and `npm test`. Every start function is idempotent: when
// the server already answers it is reused and its handle's stop() does nothing; otherwise stop()
// stops exactly what that call started. Node builtins only (runs before `npm install`), except the
// mail catcher, which needs the maildev package from this workspace.

/**
 * @typedef {object} InfraHandle
 * @property {string} name
 * @property {string} [url]
 * @property {boolean} startedHere true when this call started the server (stop() then stops it)
 * @property {() => Promise<void>} stop
 */

import { listChildren, stopAllChildren } from './lib/children.mjs';

export { ensureSystemPackages, SYSTEM_REQUIREMENTS } from './lib/system.mjs';
export { startPostgres, PG_USER, PG_PASSWORD } from './lib/postgres.mjs';
export { startRedis, startNats } from './lib/redis-nats.mjs';
export { startKeycloak, ensureKeycloakTarball, findJavaHome, keycloakHome, KEYCLOAK_VERSION, REALM, REALM_FILE } from './lib/keycloak.mjs';
export { startMailCatcher, readMails, waitForMail, clearMails } from './lib/mail.mjs';
export { REPO_ROOT, DATA_DIR, LOG_DIR } from './lib/util.mjs';

/** The databases of the five services (design contract); tests use the same names with `_test`. */
export const SERVICE_DATABASES = ['portal_identity', 'portal_accounts_kyc', 'portal_ledger', 'portal_payments', 'portal_support'];

/**
 * Stops every child process started by this Node process (SIGTERM, SIGKILL after 10 s).
 * PostgreSQL is not a child (pg_ctlcluster daemonizes it): stop it through its handle.
 * @returns {Promise<void>}
 */
export async function stopAll() {
  await stopAllChildren();
}

/** Names and pids of the children this process is running. */
export function runningChildren() {
  return listChildren().map((c) => ({ name: c.name, pid: c.pid, logFile: c.logFile }));
}
