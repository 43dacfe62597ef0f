// Brings the whole platform up for `npm start` and `npm test`: system packages, dependencies,
// build, PostgreSQL, Redis, NATS, Keycloak, the mail catcher, the five services and the gateway.
// Everything started here is stopped by stopPlatform() (and on Ctrl-C).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES } from '../build.mjs';
import { dependencyCacheEnabled, restoreDependencies, saveDependencies } from './dependency-cache.mjs';
import { ensureLocalSecrets, localSecrets } from './secrets.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Ports and names of one running copy of the platform: dev for `npm start`, test for `npm test`, and test2,
 * the second test slot, where `npm test` runs the `*.serial.test.ts` files (they stop, kill and flood
 * parts of their platform) beside the other files. test2 shares the PostgreSQL server, Redis server and
 * Keycloak with test, and has its own gateway, NATS, Redis database, `_test2` databases, KYC and report-file folders and
 * mail catcher (one of its files stops SMTP). `name` is also the profile's pm2 (scripts/infra) and its
 * backup profile (scripts/lib/backup/targets.mjs).
 */
export const PROFILES = {
  dev: { name: 'dev', gatewayPort: 3000, natsPort: 4222, redisUrl: 'redis://127.0.0.1:6379/0', dbSuffix: '', natsStore: 'nats' },
  test: {
    name: 'test',
    gatewayPort: 3100,
    natsPort: 4223,
    redisUrl: 'redis://127.0.0.1:6379/1',
    dbSuffix: '_test',
    natsStore: 'nats-test',
    kycDir: 'kyc-documents-test',
    attachmentsDir: 'report-attachments-test',
    logSuffix: '-test',
  },
  test2: {
    name: 'test2',
    portalProfile: 'test',
    gatewayPort: 3200,
    natsPort: 4225,
    redisUrl: 'redis://127.0.0.1:6379/2',
    dbSuffix: '_test2',
    natsStore: 'nats-test2',
    kycDir: 'kyc-documents-test2',
    attachmentsDir: 'report-attachments-test2',
    logSuffix: '-test2',
    mailCatcher: { smtpPort: 1026, httpPort: 1081 },
  },
};

/** The settings that tell a profile's apps and tests where its own parts are, beyond platformSettings (KYC and report-file folders, mail catcher). */
function slotSettings(profile) {
  return {
    ...(profile.kycDir && profile.name !== 'test' ? { KYC_STORAGE_DIR: path.join(ROOT, '.data', profile.kycDir) } : {}),
    ...(profile.attachmentsDir && profile.name !== 'test' ? { REPORT_ATTACHMENTS_STORAGE_DIR: path.join(ROOT, '.data', profile.attachmentsDir) } : {}),
    ...(profile.mailCatcher ? { SMTP_PORT: String(profile.mailCatcher.smtpPort), MAIL_HTTP_PORT: String(profile.mailCatcher.httpPort) } : {}),
  };
}

export function say(message) {
  console.log(`[portal] ${message}`);
}

/**
 * For the start commands: on Ctrl-C or SIGTERM, `stop()` runs once and the process exits. Returns the same
 * shutdown for a start that fails (`await shutdown(1)`).
 * @param {string} command the command's name in the message
 * @param {() => Promise<unknown>} stop
 */
export function stopOnSignals(command, stop) {
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    say(`stopping everything started by ${command} ...`);
    await stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  return shutdown;
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
}

/** As run(), without blocking the event loop (a second test slot starts while the first one's tests print). */
function runInBackground(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${code ?? signal})`))));
  });
}

/** npm ci on a fresh clone; npm install when package-lock.json changed since the last install. */
export function installDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) {
    say('dependencies up to date');
    return;
  }
  const useCache = dependencyCacheEnabled();
  if (useCache) {
    const started = Date.now();
    const files = restoreDependencies(ROOT);
    if (files !== null) {
      // What npm ci runs after an install: the root's `prepare` (the git hooks).
      run('npm', ['run', '--silent', 'prepare']);
      say(`dependencies restored from the machine's cache (${files} files, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return;
    }
  }
  say('installing dependencies (npm ci)');
  // --prefer-offline: the lock file pins every version and its checksum, so a cached package needs no fresh metadata.
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  if (useCache) {
    try {
      saveDependencies(ROOT);
    } catch (error) {
      say(`the installed dependencies were not cached: ${error.message}`);
    }
  }
}

export function build({ frontends = true, typecheck = false } = {}) {
  run(process.execPath, ['scripts/build.mjs', ...(frontends ? [] : ['--skip-frontends']), ...(typecheck ? ['--typecheck'] : [])]);
}

/**
 * Starts (or reuses) PostgreSQL, Redis, NATS, the mail catcher and Keycloak; the servers run under the
 * profile's own pm2 (see scripts/infra). Keycloak may still be booting when this returns: startApps
 * waits for it. `infra` is the supervisor, `handles` what runs outside it (PostgreSQL).
 */
export async function startInfrastructure(profile, { freshDatabases = false } = {}) {
  const infra = await import('../infra/index.mjs');
  const supervisor = await infra.openSupervisor(profile.name);
  try {
    const databases = infra.SERVICE_DATABASES.map((d) => d + profile.dbSuffix);
    const postgres = await startShared(infra, supervisor, databases);
    if (freshDatabases) {
      await infra.recreateDatabases(databases);
      if (profile.kycDir) rmSync(path.join(ROOT, '.data', profile.kycDir), { recursive: true, force: true });
      if (profile.attachmentsDir) rmSync(path.join(ROOT, '.data', profile.attachmentsDir), { recursive: true, force: true });
    }
    const natsUsers = await natsUsersConfig(profile);
    const own = profile.mailCatcher ? [infra.mailCatcher(profile.mailCatcher)] : [];
    await supervisor.ensure([infra.natsServer({ port: profile.natsPort, storeDir: path.join(ROOT, '.data', profile.natsStore), ...natsUsers }), ...own]);
    await supervisor.ready(['redis', 'nats', ...own.map((o) => o.name)]);
    return { infra: supervisor, handles: [postgres] };
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
}

/**
 * NATS with one user per process and its subject permissions (contracts/src/nats-users.ts): writes the
 * server's configuration for the profile and gives each user a password generated for this install.
 * Both local profiles have the `seed` user (demo data); the test profile adds the `tests` user, which the
 * test suite's own NATS clients sign in with.
 */
async function natsUsersConfig(profile) {
  const { natsUsers, renderNatsAuthConfig } = await import('@portal/contracts');
  const users = natsUsers({ profile: portalProfile(profile) });
  ensureLocalSecrets(
    ROOT,
    users.map((u) => u.passwordEnv),
  );
  const secrets = localSecrets(ROOT);
  const configFile = path.join(ROOT, '.data', `nats-${profile.name}.conf`);
  writeFileSync(configFile, renderNatsAuthConfig(users), { mode: 0o600 });
  return { configFile, env: Object.fromEntries(users.map((u) => [u.passwordEnv, secrets[u.passwordEnv]])) };
}

/** NATS_USER and NATS_PASSWORD of one NATS user (a service, `gateway`, `seed`, `tests`; see contracts' natsPasswordEnv). */
export function natsCredentials(user, env = localSecrets(ROOT)) {
  return { NATS_USER: user, NATS_PASSWORD: env[`NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`] ?? '' };
}

/**
 * What dev and test share, set up under a cross-process lock: packages, PostgreSQL, Keycloak, Redis and
 * the mail catcher. The lock is released once these serve, so a run starting meanwhile reuses them.
 */
async function startShared(infra, supervisor, databases) {
  const release = await infra.lockSharedSetup();
  try {
    await infra.ensureSystemPackages();
    const postgres = await infra.startPostgres({ databases });
    const secrets = localSecrets(ROOT);
    const clientSecrets = {
      KEYCLOAK_IDENTITY_SECRET: secrets.KEYCLOAK_IDENTITY_SECRET,
      KEYCLOAK_PASSWORD_VERIFIER_SECRET: secrets.KEYCLOAK_PASSWORD_VERIFIER_SECRET,
    };
    await supervisor.ensure([
      infra.keycloakServer({ port: 8180, clientSecrets }),
      infra.redisServer({ port: 6379 }),
      infra.mailCatcher({ smtpPort: 1025, httpPort: 1080 }),
    ]);
    supervisor.ready().then(
      () => release(),
      () => release(),
    );
    return postgres;
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * The PORTAL_PROFILE of a local platform: `npm test` is `test`, `npm start` is `development` (both have demo
 * data); a profile may name its own (`portalProfile`, e.g. `production`).
 */
function portalProfile(profile) {
  return profile.portalProfile ?? (profile.name === 'test' ? 'test' : 'development');
}

/** What every process of a local platform shares: its settings, no secret (each process adds only its own: processEnvironmentFor). */
export function platformSettings(profile, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // NODE_ENV is production for the built apps here too: the profile says whether demo data (the seed) may exist.
    PORTAL_PROFILE: portalProfile(profile),
    NATS_URL: profile.natsUrl ?? `nats://127.0.0.1:${profile.natsPort}`,
    REDIS_URL: profile.redisUrl,
    PORTAL_DB_SUFFIX: profile.dbSuffix,
    GATEWAY_PORT: String(profile.gatewayPort),
    KEYCLOAK_URL: 'http://localhost:8180',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...slotSettings(profile),
    ...extra,
  };
}

/**
 * The environment of one process of the platform (`gateway`, a service, `nats-setup`, `seed`): the
 * platform's settings and only the secrets that process reads, with its own NATS user and password
 * (contracts' PROCESS_NEEDS; every other secret, from .data/secrets.json or the calling shell, is left out).
 */
export async function processEnvironmentFor(name, profile, extra = {}, store = localSecrets(ROOT)) {
  const { processEnvironment } = await import('@portal/contracts');
  return processEnvironment(name, platformSettings(profile, extra), store);
}

/** Names (and name parts) of every platform secret, which a process inherits from nobody: only processEnvironmentFor gives them. */
async function platformSecretNames() {
  const { PROCESS_SECRET_NAMES } = await import('@portal/contracts');
  return [...PROCESS_SECRET_NAMES, 'NATS_PASSWORD_', 'AWS_ACCESS_KEY_ID'];
}

/**
 * The test suite's own environment (`npm test`, the chaos run): the platform's settings and every secret
 * of the install, since tests sign links, call Keycloak's clients and sign in to NATS as any process. Its
 * own NATS clients sign in as `tests`. The apps never get this: see processEnvironmentFor.
 */
export function appEnvironment(profile, extra = {}) {
  return {
    ...platformSettings(profile),
    ...localSecrets(ROOT),
    ...(portalProfile(profile) === 'test' ? natsCredentials('tests') : {}),
    ...extra,
  };
}

/**
 * Keycloak may have been started by another checkout (it is shared) and imported the realm with that
 * install's client secrets: once it serves, the secrets it has are the ones every later step uses
 * (they go into process.env, which wins over .data/secrets.json).
 */
async function adoptKeycloakClientSecrets(supervisor) {
  await supervisor.ready(['keycloak']);
  const { keycloakClientSecrets } = await import('../infra/index.mjs');
  try {
    Object.assign(process.env, await keycloakClientSecrets());
  } catch (error) {
    say(`could not read the Keycloak client secrets (${error.message}): using this install's`);
  }
}

/** The apps of a platform: the five services and the gateway. */
export const APPS = [...SERVICES, 'gateway'];

/** Where an app of a profile writes its log (stdout and stderr), emptied at each start. */
export function appLogFile(name, profile) {
  return path.join(ROOT, '.data', 'logs', `${name}${profile.logSuffix ?? ''}.log`);
}

/** Starts the five services and the gateway under the supervisor and waits until everything serves. */
export async function startApps(profile, infra, extraEnv = {}) {
  await adoptKeycloakClientSecrets(infra);
  const store = localSecrets(ROOT);
  const url = `http://localhost:${profile.gatewayPort}`;
  // The streams first, by the one user that may create them (no service can): scripts/nats-setup.mjs.
  await runInBackground(process.execPath, ['scripts/nats-setup.mjs'], { env: await processEnvironmentFor('nats-setup', profile, extraEnv, store) });
  const app = async (name, dir, ready = []) => ({
    name,
    command: process.execPath,
    args: ['dist/main.js'],
    cwd: path.join(ROOT, dir),
    // Each app only its own secrets (contracts/src/process-secrets.ts); pm2 would add the caller's
    // environment to it, so every platform secret there is dropped first.
    env: await processEnvironmentFor(name, profile, extraEnv, store),
    dropEnv: await platformSecretNames(),
    ready,
    readyTimeoutMs: 90_000,
    logFile: appLogFile(name, profile),
  });
  const apps = await Promise.all([
    ...SERVICES.map((s) => app(s, `services/${s}`)),
    app('gateway', 'gateway', [`http-get://localhost:${profile.gatewayPort}/api/health`]),
  ]);
  await infra.start(apps);
  await infra.ready();
  return url;
}

/**
 * What the realm sync of a local profile works with: the shared dev Keycloak and its bootstrap admin, the
 * portal on both local gateways (PUBLIC_URL is the dev one; the test gateway's origin is added for local
 * profiles) and the mail catcher. Nothing comes from the caller's environment: a PUBLIC_URL or SMTP_HOST
 * exported for a production run must not reconfigure the Keycloak every local checkout shares.
 */
export function localRealmEnvironment(profile) {
  return {
    PORTAL_PROFILE: portalProfile(profile),
    KEYCLOAK_URL: 'http://localhost:8180',
    KC_BOOTSTRAP_ADMIN_USERNAME: 'kcadmin',
    KC_BOOTSTRAP_ADMIN_PASSWORD: 'kcadmin',
    PUBLIC_URL: `http://localhost:${PROFILES.dev.gatewayPort}`,
  };
}

export async function seed(profile, { syncRealm = true } = {}) {
  // The shared Keycloak may have imported an older realm file: bring it up to ours (clients, SMTP, flows,
  // OTP policy) and create the demo users (dev and test only), which the realm file does not hold. A second
  // slot started beside the first skips it: the first one's sync covers the realm both use.
  const infra = await import('../infra/index.mjs');
  if (syncRealm) await infra.syncKeycloakRealm({ env: localRealmEnvironment(profile), log: (m) => console.log(`[keycloak] ${m}`) });
  await runInBackground(process.execPath, ['scripts/seed.mjs'], { env: await processEnvironmentFor('seed', profile) });
}

/**
 * Deletes the test admins (tests/src/support/admins.ts: `test-admin-` and 8 hex digits) that earlier test runs left
 * in the shared local realm. Nothing else deletes them, and a Keycloak kept running between runs gathered a hundred,
 * past what the Admins list shows at once. Runs before the tests start, so none of this run's is touched.
 */
export async function deleteLeftoverTestAdmins(profile) {
  const infra = await import('../infra/index.mjs');
  const call = await infra.openKeycloakAdmin(infra.keycloakAdminConnection(localRealmEnvironment(profile)), 'test-admin cleanup');
  const users = await call('GET', `/users?search=${encodeURIComponent('test-admin-')}&max=10000&briefRepresentation=true`);
  const leftovers = users.filter((u) => /^test-admin-[0-9a-f]{8}$/.test(u.username));
  for (const u of leftovers) await call('DELETE', `/users/${u.id}`);
  if (leftovers.length) console.log(`[keycloak] ${leftovers.length} test admins of earlier runs deleted`);
}

export async function stopPlatform(infra, handles = []) {
  await infra?.stop();
  for (const h of handles.reverse()) await h.stop().catch(() => undefined);
}
