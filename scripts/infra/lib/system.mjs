// Debian packages the local infrastructure needs, installed with apt-get only when missing.
import fs from 'node:fs';
import { log, run, which } from './util.mjs';

/**
 * What we need, how we detect it and which Debian package provides it.
 * @type {{ name: string, pkg: string, present: () => boolean }[]}
 */
export const SYSTEM_REQUIREMENTS = [
  {
    name: 'PostgreSQL 15',
    pkg: 'postgresql',
    present: () => ['pg_ctlcluster', 'pg_lsclusters', 'psql'].every((t) => which(t)) && fs.existsSync('/usr/lib/postgresql/15/bin/postgres'),
  },
  { name: 'redis-server', pkg: 'redis-server', present: () => !!which('redis-server') },
  { name: 'nats-server', pkg: 'nats-server', present: () => !!which('nats-server') },
  { name: 'chromium', pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') },
  // The browser tests' Chromium: the same engine without the browser's own UI layer, at less than half the CPU
  // per page (measured 2026-11-27: 7 s against 16 s for six sign-ins with three screens each).
  { name: 'chromium-headless-shell', pkg: 'chromium-headless-shell', present: () => fs.existsSync('/usr/bin/chromium-headless-shell') },
  { name: 'tar', pkg: 'tar', present: () => !!which('tar') },
  { name: 'Maven (fetches Keycloak)', pkg: 'maven', present: () => !!which('mvn') },
];

/**
 * Installs the Debian packages that are missing (of `requirements`: by default what `npm start` and
 * `npm test` need; the production profile adds its own).
 * @param {{ name: string, pkg: string, present: () => boolean }[]} [requirements]
 * @returns {Promise<string[]>} the packages installed
 */
export async function ensureSystemPackages(requirements = SYSTEM_REQUIREMENTS) {
  const missing = requirements.filter((r) => !r.present());
  if (missing.length === 0) return [];
  const pkgs = missing.map((r) => r.pkg);
  log(`missing: ${missing.map((r) => r.name).join(', ')}`);
  if (!which('apt-get')) throw new Error(`apt-get is not available: install ${pkgs.join(' ')} by hand.`);
  if (process.getuid?.() !== 0) throw new Error(`run as root, or: sudo apt-get install -y ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-q'], { env, inherit: true });
  await run('apt-get', ['install', '-y', '-q', ...pkgs], { env, inherit: true });
  const still = missing.filter((r) => !r.present());
  if (still.length) throw new Error(`still missing after apt-get install: ${still.map((r) => r.name).join(', ')}`);
  log(`installed ${pkgs.join(' ')}`);
  return pkgs;
}
