// `npm start` and `npm test` share the system packages, PostgreSQL, Keycloak, Redis and the mail
// catcher: whichever starts them first does it while holding this cross-process lock, and the other
// waits, then finds them serving and reuses them.
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { dataDir, log } from './util.mjs';

/**
 * Takes the lock (waiting up to ~20 min for an apt-get install of the other run); resolves with its
 * release function. A lock whose holder died is taken over after 20 s.
 * @returns {Promise<() => Promise<void>>}
 */
export async function lockSharedSetup() {
  const file = path.join(dataDir('run'), 'shared-setup');
  fs.closeSync(fs.openSync(file, 'a'));
  const options = { stale: 20_000, update: 5_000, realpath: false, onCompromised: (/** @type {Error} */ e) => log(`shared setup lock lost: ${e.message}`) };
  try {
    return await lockfile.lock(file, options);
  } catch (error) {
    if (error.code !== 'ELOCKED') throw error;
    log('another run is setting up the shared servers: waiting for it');
    return lockfile.lock(file, { ...options, retries: { retries: 1200, factor: 1, minTimeout: 1000 } });
  }
}
