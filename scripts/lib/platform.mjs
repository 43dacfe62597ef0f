// Brings the whole platform up for `npm start` and `npm test`: system packages, dependencies,
// build, PostgreSQL, Redis, NATS, Keycloak, the mail catcher, the five services and the gateway.
// Everything started here is stopped by stopPlatform() (and on Ctrl-C).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'];
const DATABASES = ['portal_identity', 'portal_accounts_kyc', 'portal_ledger', 'portal_payments', 'portal_support'];

/** Ports and names of one running copy of the platform (dev for `npm start`, test for `npm test`). */
export const PROFILES = {
  dev: { gatewayPort: 3000, natsPort: 4222, redisUrl: 'redis://127.0.0.1:6379/0', dbSuffix: '', natsStore: 'nats' },
  test: { gatewayPort: 3100, natsPort: 4223, redisUrl: 'redis://127.0.0.1:6379/1', dbSuffix: '_test', natsStore: 'nats-test' },
};

export function say(message) {
  console.log(`[portal] ${message}`);
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
}

/** npm ci on a fresh clone; npm install when package-lock.json changed since the last install. */
export function installDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) {
    say('dependencies up to date');
    return;
  }
  say('installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

export function build({ frontends = true, typecheck = false } = {}) {
  run(process.execPath, ['scripts/build.mjs', ...(frontends ? [] : ['--skip-frontends']), ...(typecheck ? ['--typecheck'] : [])]);
}

/** Starts (or reuses) PostgreSQL, Redis, NATS, Keycloak and the mail catcher. */
export async function startInfrastructure(profile, { freshDatabases = false } = {}) {
  const infra = await import('../infra/index.mjs');
  await infra.ensureSystemPackages();
  const databases = DATABASES.map((d) => d + profile.dbSuffix);
  const handles = [];
  handles.push(await infra.startPostgres({ databases }));
  if (freshDatabases) {
    recreateDatabases(databases);
    rmSync(path.join(ROOT, '.data', 'kyc-documents-test'), { recursive: true, force: true });
  }
  handles.push(await infra.startRedis({ port: 6379 }));
  handles.push(await infra.startNats({ port: profile.natsPort, storeDir: path.join(ROOT, '.data', profile.natsStore) }));
  handles.push(await infra.startMailCatcher({ smtpPort: 1025, httpPort: 1080 }));
  handles.push(await infra.startKeycloak({ port: 8180 }));
  return { infra, handles };
}

function recreateDatabases(databases) {
  for (const db of databases) {
    const sql = `DROP DATABASE IF EXISTS ${db} WITH (FORCE); CREATE DATABASE ${db} OWNER portal;`;
    for (const statement of sql.split('; ')) {
      run('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', statement.replace(/;$/, '')], { cwd: '/', stdio: 'pipe' });
    }
  }
}

export function appEnvironment(profile, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    NATS_URL: `nats://127.0.0.1:${profile.natsPort}`,
    REDIS_URL: profile.redisUrl,
    PORTAL_DB_SUFFIX: profile.dbSuffix,
    GATEWAY_PORT: String(profile.gatewayPort),
    KEYCLOAK_URL: 'http://localhost:8180',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...extra,
  };
}

/** Starts the five services and the gateway as child processes and waits until /api/health is up. */
export async function startApps(profile, infra, extraEnv = {}) {
  const { spawnManaged } = await import('../infra/lib/children.mjs');
  const env = appEnvironment(profile, extraEnv);
  const suffix = profile.dbSuffix ? '-test' : '';
  for (const service of SERVICES) {
    spawnManaged({ name: service, cmd: process.execPath, args: ['dist/main.js'], cwd: path.join(ROOT, 'services', service), env, logName: `${service}${suffix}`, truncateLog: true });
  }
  spawnManaged({ name: 'gateway', cmd: process.execPath, args: ['dist/main.js'], cwd: path.join(ROOT, 'gateway'), env, logName: `gateway${suffix}`, truncateLog: true });
  const url = `http://localhost:${profile.gatewayPort}`;
  await waitForHealth(url, 90_000);
  return url;
}

export async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return;
      last = JSON.stringify(await res.json());
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`platform did not become healthy at ${url} within ${timeoutMs / 1000} s: ${last} (logs in .data/logs/)`);
}

export async function seed(profile) {
  run(process.execPath, ['scripts/seed.mjs'], { env: appEnvironment(profile) });
}

export async function stopPlatform(infra, handles = []) {
  await infra?.stopAll();
  for (const h of handles.reverse()) await h.stop().catch(() => undefined);
}
