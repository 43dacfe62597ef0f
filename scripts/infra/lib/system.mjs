// Debian packages the local infrastructure needs, installed with apt-get only when missing.
import fs from 'node:fs';
import { log, run, which, withLock } from './util.mjs';

/**
 * What we need, how we detect it and which Debian package provides it.
 * @type {{ name: string, pkg: string, present: () => boolean }[]}
 */
export const SYSTEM_REQUIREMENTS = [
  {
    name: 'PostgreSQL 15',
    pkg: 'postgresql',
    present: () => !!which('pg_ctlcluster') && !!which('pg_lsclusters') && fs.existsSync('/usr/lib/postgresql/15/bin/postgres') && !!which('psql'),
  },
  { name: 'redis-server', pkg: 'redis-server', present: () => !!which('redis-server') },
  { name: 'nats-server', pkg: 'nats-server', present: () => !!which('nats-server') },
  { name: 'chromium', pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') },
  { name: 'tar', pkg: 'tar', present: () => !!which('tar') },
];

let aptUpdated = false;

/**
 * Installs the Debian packages that are missing (PostgreSQL 15, redis-server, nats-server, chromium).
 * @param {{ only?: string[] }} [opts] restrict to some package names (e.g. ['postgresql'])
 * @returns {Promise<import('../index.mjs').InfraHandle & { installed: string[] }>}
 */
async function ensureSystemPackagesUnlocked(opts = {}) {
  const wanted = SYSTEM_REQUIREMENTS.filter((r) => !opts.only || opts.only.includes(r.pkg));
  const missing = wanted.filter((r) => !r.present());
  for (const r of wanted) log(`${r.name}: ${missing.includes(r) ? 'missing' : 'present'}`);
  if (missing.length > 0) {
    const pkgs = missing.map((r) => r.pkg);
    if (!which('apt-get')) {
      throw new Error(`Missing ${missing.map((r) => r.name).join(', ')} and apt-get is not available: install ${pkgs.join(' ')} by hand.`);
    }
    if (typeof process.getuid === 'function' && process.getuid() !== 0) {
      throw new Error(`Missing ${missing.map((r) => r.name).join(', ')}: run as root, or: sudo apt-get install -y ${pkgs.join(' ')}`);
    }
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!aptUpdated) {
      log('apt-get update');
      await run('apt-get', ['update', '-q'], { env, inherit: true });
      aptUpdated = true;
    }
    log(`apt-get install -y ${pkgs.join(' ')}`);
    await run('apt-get', ['install', '-y', '-q', ...pkgs], { env, inherit: true });
    const still = missing.filter((r) => !r.present());
    if (still.length) throw new Error(`Still missing after apt-get install: ${still.map((r) => r.name).join(', ')}`);
    log(`installed ${pkgs.join(' ')}`);
  }
  return {
    name: 'system-packages',
    startedHere: missing.length > 0,
    installed: missing.map((r) => r.pkg),
    stop: async () => {},
  };
}

/**
 * ensureSystemPackages under a cross-process lock (see withLock); same options and result.
 * @param {Parameters<typeof ensureSystemPackagesUnlocked>[0]} [opts]
 * @returns {ReturnType<typeof ensureSystemPackagesUnlocked>}
 */
export function ensureSystemPackages(opts = {}) {
  return withLock('apt', () => ensureSystemPackagesUnlocked(opts), { timeoutMs: 1_800_000 });
}
