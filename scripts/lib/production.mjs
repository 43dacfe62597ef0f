// The production profile on one machine (`npm run start:production`, `npm run test:production`): the
// platform as a production install runs it, beside the dev and test copies. https://portal.test on
// 127.0.0.1:443 behind a TLS proxy (Caddy) with a certificate of a CA made for this install, Keycloak in
// production mode on PostgreSQL, NATS, Redis and SMTP with TLS and credentials, the apps with
// PORTAL_PROFILE=production, no demo users and no demo data. Everything it keeps lives in
// .data/production (CA, secrets, Keycloak's home, Redis and NATS data); its databases end in `_prod`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICES } from '../build.mjs';
import { ROOT, say } from './platform.mjs';
import { newSecret } from './secrets.mjs';

/** Names, ports and folders of the production profile (the ports are reserved for it on this machine). */
export const PRODUCTION = {
  name: 'production',
  host: 'portal.test',
  publicUrl: 'https://portal.test',
  keycloakPath: '/auth',
  gatewayPort: 3200,
  keycloakPort: 8280,
  keycloakManagementPort: 9280,
  natsPort: 4224,
  natsMonitorPort: 8224,
  redisPort: 6390,
  smtpPort: 1587,
  mailApiPort: 1180,
  dbSuffix: '_prod',
  /** The PostgreSQL roles: the services' and Keycloak's, each with a password of this install. */
  dbUser: 'portal_prod',
  keycloakDb: 'keycloak_prod',
  keycloakDbUser: 'keycloak_prod',
  /** The name each TLS server's certificate carries (clients check it: *_TLS_SERVERNAME). */
  tlsNames: { nats: 'nats.portal.test', redis: 'redis.portal.test', smtp: 'smtp.portal.test' },
  smtpUser: 'portal-mailer',
  mailFrom: 'UNSEAF Grant Portal <noreply@portal.test>',
};
export const PRODUCTION_DIR = path.join(ROOT, '.data', 'production');
export const keycloakPublicUrl = () => `${PRODUCTION.publicUrl}${PRODUCTION.keycloakPath}`;
export const keycloakInternalUrl = () => `http://127.0.0.1:${PRODUCTION.keycloakPort}${PRODUCTION.keycloakPath}`;
export const TLS_DIR = path.join(PRODUCTION_DIR, 'tls');
export const CA_FILE = path.join(TLS_DIR, 'ca.crt');

const SECRETS_FILE = path.join(PRODUCTION_DIR, 'secrets.json');
/** The install's generated secrets (beside the NATS users' passwords, added by natsConfig). */
const SECRET_NAMES = [
  'PGPASSWORD',
  'KEYCLOAK_DB_PASSWORD',
  'KEYCLOAK_BOOTSTRAP_ADMIN_PASSWORD',
  'KEYCLOAK_IDENTITY_SECRET',
  'KEYCLOAK_PASSWORD_VERIFIER_SECRET',
  'KYC_LINK_SECRET',
  'WEBHOOK_SECRET_KEY',
  'REDIS_PASSWORD',
  'SMTP_PASSWORD',
];
export const KEYCLOAK_BOOTSTRAP_ADMIN = 'kcadmin';

/**
 * The production profile's secrets: random per install, made once, kept in .data/production/secrets.json
 * (owner only, never committed). Unlike the local profiles, values in the environment do not replace them.
 * @param {string[]} [more] further names to make sure of
 * @returns {Record<string, string>}
 */
export function productionSecrets(more = []) {
  const secrets = existsSync(SECRETS_FILE) ? JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) : {};
  const missing = [...SECRET_NAMES, ...more].filter((name) => !secrets[name]);
  if (missing.length) {
    for (const name of missing) secrets[name] = newSecret();
    mkdirSync(PRODUCTION_DIR, { recursive: true, mode: 0o700 });
    writeFileSync(SECRETS_FILE, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}

/**
 * psql as the postgres superuser (local socket) running `sql` read from its standard input (so no password
 * shows on a command line), statement by statement, stopping at the first error.
 */
function psql(sql) {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', 'postgres', '-f', '-'], {
    input: sql,
    encoding: 'utf8',
    cwd: '/',
  });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr.trim()}`);
  return r.stdout;
}
const literal = (s) => `'${s.replaceAll("'", "''")}'`;

/**
 * The production databases and their owners: `portal_prod` owns the services' `_prod` databases,
 * `keycloak_prod` Keycloak's; both sign in with this install's passwords and nobody else may connect.
 * `fresh` drops and makes the databases again (empty), so a test run starts from nothing.
 */
function ensureDatabases(serviceDatabases, secrets, { fresh }) {
  const owners = [
    [PRODUCTION.dbUser, secrets.PGPASSWORD, serviceDatabases],
    [PRODUCTION.keycloakDbUser, secrets.KEYCLOAK_DB_PASSWORD, [PRODUCTION.keycloakDb]],
  ];
  const existing = new Set(psql('SELECT datname FROM pg_database;').split('\n'));
  const statements = [];
  for (const [role, password, databases] of owners) {
    statements.push(
      `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(role)}) THEN CREATE ROLE "${role}" LOGIN; END IF; END $$;`,
      `ALTER ROLE "${role}" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${literal(password)};`,
    );
    for (const db of databases) {
      if (fresh && existing.has(db)) statements.push(`DROP DATABASE "${db}" WITH (FORCE);`);
      if (fresh || !existing.has(db)) {
        say(`creating database ${db} (owner ${role})`);
        statements.push(`CREATE DATABASE "${db}" OWNER "${role}";`);
      }
      statements.push(`REVOKE ALL ON DATABASE "${db}" FROM PUBLIC;`);
    }
  }
  psql(statements.join('\n'));
}

/** The NATS users of production (no `seed`, no `tests`), their configuration file and passwords. */
async function natsConfig() {
  const { natsUsers, renderNatsAuthConfig } = await import('@portal/contracts');
  const users = natsUsers({ profile: 'production' });
  const secrets = productionSecrets(users.map((u) => u.passwordEnv));
  const configFile = path.join(PRODUCTION_DIR, 'nats.conf');
  writeFileSync(configFile, renderNatsAuthConfig(users), { mode: 0o600 });
  return { users, configFile, env: Object.fromEntries(users.map((u) => [u.passwordEnv, secrets[u.passwordEnv]])) };
}

/**
 * The realm file Keycloak imports on its first start (and the sync step brings an existing realm to).
 * @returns {string}
 */
function realmFile() {
  return path.join(ROOT, 'deploy', 'keycloak', 'realm-grant-portal.json');
}

/**
 * What every process of the production profile has in common: where the others are and how to reach
 * them (TLS server names and the CA file), no secret.
 */
export function sharedEnvironment() {
  return {
    NODE_ENV: 'production',
    PORTAL_PROFILE: 'production',
    PORTAL_DB_SUFFIX: PRODUCTION.dbSuffix,
    PGHOST: '127.0.0.1',
    PGPORT: '5432',
    PGUSER: PRODUCTION.dbUser,
    PUBLIC_URL: PRODUCTION.publicUrl,
    PORTAL_PUBLIC_URL: PRODUCTION.publicUrl,
    KEYCLOAK_URL: keycloakInternalUrl(),
    KEYCLOAK_PUBLIC_URL: keycloakPublicUrl(),
    NATS_URL: `tls://127.0.0.1:${PRODUCTION.natsPort}`,
    NATS_TLS_CA_FILE: CA_FILE,
    NATS_TLS_SERVERNAME: PRODUCTION.tlsNames.nats,
    REDIS_URL: `rediss://127.0.0.1:${PRODUCTION.redisPort}/0`,
    REDIS_USERNAME: 'default',
    REDIS_TLS_CA_FILE: CA_FILE,
    REDIS_TLS_SERVERNAME: PRODUCTION.tlsNames.redis,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(PRODUCTION.smtpPort),
    SMTP_TLS: 'starttls',
    SMTP_USER: PRODUCTION.smtpUser,
    SMTP_TLS_CA_FILE: CA_FILE,
    SMTP_TLS_SERVERNAME: PRODUCTION.tlsNames.smtp,
    MAIL_FROM: PRODUCTION.mailFrom,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

/**
 * The environment of one process of the production profile (an app or `nats-setup`): the shared settings
 * and only the secrets that process reads, with its own NATS user and password (contracts' PROCESS_NEEDS).
 */
export async function appEnvironmentOf(name, secrets = productionSecrets()) {
  const { processEnvironment } = await import('@portal/contracts');
  const own = {
    ...sharedEnvironment(),
    ...(name === 'gateway' ? { GATEWAY_PORT: String(PRODUCTION.gatewayPort), GATEWAY_HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' } : {}),
    ...(name === 'accounts-kyc' ? { KYC_STORAGE: 'local', KYC_STORAGE_DIR: path.join(PRODUCTION_DIR, 'kyc-documents') } : {}),
    ...(name === 'ledger-withdrawals'
      ? { REPORT_ATTACHMENTS_STORAGE: 'local', REPORT_ATTACHMENTS_STORAGE_DIR: path.join(PRODUCTION_DIR, 'report-attachments') }
      : {}),
  };
  return processEnvironment(name, own, secrets);
}

/** The environment without the caller's settings that would change an app (only PATH and HOME pass). */
function baseEnvironment() {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', LANG: process.env.LANG ?? 'C.UTF-8' };
}

/** The Keycloak admin sign-in of this install (its bootstrap admin), for the sync step and the operator's commands. */
export function keycloakAdminSettings(secrets = productionSecrets()) {
  return { keycloakUrl: keycloakInternalUrl(), adminUser: KEYCLOAK_BOOTSTRAP_ADMIN, adminPassword: secrets.KEYCLOAK_BOOTSTRAP_ADMIN_PASSWORD };
}

/**
 * Starts the production profile and waits until https://portal.test serves. `fresh`: new empty
 * databases (the services' and Keycloak's), Redis, NATS and KYC data wiped; the CA and secrets stay.
 * `deleteDemoUsers`: delete the demo users from the realm instead of refusing to start while they exist.
 * @returns {Promise<{ infra: any, url: string, timings: Record<string, number> }>}
 */
export async function startProduction({ fresh = false, deleteDemoUsers = false } = {}) {
  const started = Date.now();
  const timings = {};
  const mark = (name) => (timings[name] = Number(((Date.now() - started) / 1000).toFixed(1)));
  const infra = await import('../infra/index.mjs');
  const { ensureLocalCa, ensureServerCertificate } = await import('../infra/lib/tls.mjs');
  const { tlsProxy } = await import('../infra/lib/proxy.mjs');
  const { productionKeycloakServer } = await import('../infra/lib/keycloak-production.mjs');
  const { tlsRedisServer, tlsNatsServer, starttlsMailCatcher, PRODUCTION_REQUIREMENTS } = await import('../infra/lib/production-servers.mjs');
  const { KEYCLOAK_VERSION } = await import('../infra/lib/keycloak.mjs');

  const supervisor = await infra.openSupervisor(PRODUCTION.name, { report: (m) => say(m) });
  try {
    // A missing package is installed under the lock the local profiles take for theirs: one apt-get at a time.
    const { SYSTEM_REQUIREMENTS } = await import('../infra/lib/system.mjs');
    if ([...SYSTEM_REQUIREMENTS, ...PRODUCTION_REQUIREMENTS].some((r) => !r.present())) {
      const release = await infra.lockSharedSetup();
      try {
        await infra.ensureSystemPackages();
        await infra.ensureSystemPackages(PRODUCTION_REQUIREMENTS);
      } finally {
        await release();
      }
    }
    mkdirSync(PRODUCTION_DIR, { recursive: true, mode: 0o700 });
    const nats = await natsConfig();
    const secrets = productionSecrets();
    const ca = await ensureLocalCa(TLS_DIR);
    const cert = (name, host) => ensureServerCertificate(ca, name, [host, '127.0.0.1']);
    const proxyCert = await ensureServerCertificate(ca, 'proxy', [PRODUCTION.host]);
    const tlsOf = async (name, host) => {
      const c = await cert(name, host);
      return { certFile: c.certFile, keyFile: c.keyFile, caFile: ca.certFile };
    };
    const [natsTls, redisTls, smtpTls] = await Promise.all([
      tlsOf('nats', PRODUCTION.tlsNames.nats),
      tlsOf('redis', PRODUCTION.tlsNames.redis),
      tlsOf('smtp', PRODUCTION.tlsNames.smtp),
    ]);
    mark('certificates');

    await infra.startPostgres({ databases: [] });
    const serviceDatabases = infra.SERVICE_DATABASES.map((d) => d + PRODUCTION.dbSuffix);
    ensureDatabases(serviceDatabases, secrets, { fresh });
    if (fresh) {
      for (const dir of ['redis', 'nats', 'kyc-documents', 'report-attachments']) rmSync(path.join(PRODUCTION_DIR, dir), { recursive: true, force: true });
    }
    mark('databases');

    const keycloakHome = path.join(PRODUCTION_DIR, `keycloak-${KEYCLOAK_VERSION}`);
    await supervisor.start([
      productionKeycloakServer({
        home: keycloakHome,
        publicUrl: keycloakPublicUrl(),
        port: PRODUCTION.keycloakPort,
        managementPort: PRODUCTION.keycloakManagementPort,
        db: {
          url: `jdbc:postgresql://127.0.0.1:5432/${PRODUCTION.keycloakDb}`,
          username: PRODUCTION.keycloakDbUser,
          password: secrets.KEYCLOAK_DB_PASSWORD,
        },
        bootstrapAdmin: { username: KEYCLOAK_BOOTSTRAP_ADMIN, password: secrets.KEYCLOAK_BOOTSTRAP_ADMIN_PASSWORD },
        realmFile: realmFile(),
        truststoreFile: ca.certFile,
        // The realm file's placeholders (addresses, SMTP) and the login theme's PUBLIC_URL, read at the import.
        env: {
          ...(await import('../infra/lib/realm-settings.mjs')).realmImportEnv(keycloakAdminEnvironment(secrets)),
          KEYCLOAK_IDENTITY_SECRET: secrets.KEYCLOAK_IDENTITY_SECRET,
          KEYCLOAK_PASSWORD_VERIFIER_SECRET: secrets.KEYCLOAK_PASSWORD_VERIFIER_SECRET,
        },
      }),
      tlsRedisServer({ port: PRODUCTION.redisPort, dir: path.join(PRODUCTION_DIR, 'redis'), tls: redisTls, password: secrets.REDIS_PASSWORD }),
      tlsNatsServer({
        port: PRODUCTION.natsPort,
        monitorPort: PRODUCTION.natsMonitorPort,
        storeDir: path.join(PRODUCTION_DIR, 'nats'),
        configFile: nats.configFile,
        env: nats.env,
        tls: natsTls,
      }),
      starttlsMailCatcher({
        smtpPort: PRODUCTION.smtpPort,
        httpPort: PRODUCTION.mailApiPort,
        dir: path.join(PRODUCTION_DIR, 'mail'),
        tls: smtpTls,
        user: PRODUCTION.smtpUser,
        password: secrets.SMTP_PASSWORD,
      }),
      tlsProxy({
        host: PRODUCTION.host,
        certFile: proxyCert.chainFile,
        keyFile: proxyCert.keyFile,
        gatewayPort: PRODUCTION.gatewayPort,
        keycloakPort: PRODUCTION.keycloakPort,
        keycloakPath: PRODUCTION.keycloakPath,
        realms: ['grant-portal'],
        dir: path.join(PRODUCTION_DIR, 'proxy'),
      }),
    ]);
    await supervisor.ready(['redis', 'nats']);
    mark('redis + nats');

    // The streams first, by the one user that may create them (no service can).
    const setupEnv = { ...baseEnvironment(), ...(await appEnvironmentOf('nats-setup', secrets)) };
    const setup = spawnSync(process.execPath, ['scripts/nats-setup.mjs'], { cwd: ROOT, env: setupEnv, stdio: 'inherit' });
    if (setup.status !== 0) throw new Error('the NATS setup step failed');

    await supervisor.ready(['keycloak']);
    mark('keycloak');
    await prepareRealm(secrets, { deleteDemoUsers });
    mark('realm');

    const apps = await Promise.all(
      [...SERVICES.map((s) => [s, `services/${s}`]), ['gateway', 'gateway']].map(async ([name, dir]) => ({
        name,
        command: process.execPath,
        args: ['dist/main.js'],
        cwd: path.join(ROOT, dir),
        env: { ...baseEnvironment(), ...(await appEnvironmentOf(name, secrets)) },
        // Only what appEnvironmentOf gives: nothing of the caller's shell, no secret of another process.
        dropEnv: true,
        ready: name === 'gateway' ? [`http-get://127.0.0.1:${PRODUCTION.gatewayPort}/api/health`] : [],
        readyTimeoutMs: 120_000,
        logFile: path.join(ROOT, '.data', 'logs', 'production', `${name}.log`),
      })),
    );
    await supervisor.start(apps);
    await supervisor.ready();
    mark('ready');
    return { infra: supervisor, url: PRODUCTION.publicUrl, timings };
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
}

/**
 * What the realm sync, the demo-user check and `admin:create` work with: this install's Keycloak (on the
 * loopback address) and its bootstrap admin, the public URL and the SMTP relay the realm sends mail through.
 */
export function keycloakAdminEnvironment(secrets = productionSecrets()) {
  return {
    PORTAL_PROFILE: 'production',
    KEYCLOAK_URL: keycloakInternalUrl(),
    KC_BOOTSTRAP_ADMIN_USERNAME: KEYCLOAK_BOOTSTRAP_ADMIN,
    KC_BOOTSTRAP_ADMIN_PASSWORD: secrets.KEYCLOAK_BOOTSTRAP_ADMIN_PASSWORD,
    PUBLIC_URL: PRODUCTION.publicUrl,
    // Keycloak checks the relay's certificate against the host it dials: the certificate names 127.0.0.1 too.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(PRODUCTION.smtpPort),
    SMTP_TLS: 'starttls',
    SMTP_USER: PRODUCTION.smtpUser,
    SMTP_PASSWORD: secrets.SMTP_PASSWORD,
    MAIL_FROM: PRODUCTION.mailFrom,
  };
}

/**
 * Brings the realm to the realm file and this install's settings (every start), then refuses to go on while
 * a demo user exists in it; `deleteDemoUsers` deletes them first (the operator's choice, after a look).
 */
async function prepareRealm(secrets, { deleteDemoUsers: remove = false } = {}) {
  const { syncKeycloakRealm, assertNoDemoUsers, deleteDemoUsers } = await import('../infra/lib/keycloak-sync.mjs');
  const env = keycloakAdminEnvironment(secrets);
  await syncKeycloakRealm({ env, log: (m) => say(`keycloak: ${m}`) });
  if (remove) {
    const deleted = await deleteDemoUsers({ env });
    say(deleted.length ? `deleted the demo users ${deleted.join(', ')}` : 'no demo user to delete');
  }
  try {
    await assertNoDemoUsers({ env });
  } catch (error) {
    throw new Error(`${error.message} Here: npm run start:production -- --delete-demo-users`);
  }
}
