// PostgreSQL 15 on Debian: cluster 15/main managed with pg_ctlcluster, role portal/portal,
// one database per service.
import fs from 'node:fs';
import { log, run } from './util.mjs';

const VERSION = '15';
const CLUSTER = 'main';
export const PG_USER = 'portal';
export const PG_PASSWORD = 'portal';

/**
 * @param {string} sql
 * @param {{ port?: number }} [o]
 */
function psqlAsPostgres(sql, o = {}) {
  return run('runuser', [
    '-u',
    'postgres',
    '--',
    'psql',
    '-X',
    '-q',
    '-A',
    '-t',
    '-v',
    'ON_ERROR_STOP=1',
    '-p',
    String(o.port ?? 5432),
    '-d',
    'postgres',
    '-c',
    sql,
  ]);
}

/** @param {number} port */
async function acceptingConnections(port) {
  const r = await run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port)], { allowFail: true });
  return r.code === 0;
}

/** @returns {Promise<{ version: string, cluster: string, port: number, status: string }[]>} */
async function listClusters() {
  const r = await run('pg_lsclusters', ['--no-header'], { allowFail: true });
  if (r.code !== 0) return [];
  return r.stdout
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map(([version, cluster, port, status]) => ({ version, cluster, port: Number(port), status }));
}

/** @param {string} s */
const quoteIdent = (s) => `"${s.replaceAll('"', '""')}"`;

/**
 * Connections the server must allow: `npm test` runs two platforms side by side (five services each, every one
 * with its Prisma pool, its SQL pool and the outbox's connections) and `npm start`'s may run beside them, which
 * together pass PostgreSQL's default of 100 (a full run then fails with "too many clients").
 */
const MIN_MAX_CONNECTIONS = 300;

/**
 * Raises max_connections to MIN_MAX_CONNECTIONS when it is lower (ALTER SYSTEM: kept in the cluster's
 * postgresql.auto.conf). The setting takes effect at a restart: done at once when this process started the
 * server (nothing else uses it yet), otherwise left for the server's next start and said so.
 */
async function ensureMaxConnections(port, startedHere) {
  const current = Number((await psqlAsPostgres('SHOW max_connections', { port })).stdout.trim());
  if (current >= MIN_MAX_CONNECTIONS) return;
  await psqlAsPostgres(`ALTER SYSTEM SET max_connections = ${MIN_MAX_CONNECTIONS}`, { port });
  if (startedHere) {
    log(`restarting PostgreSQL to allow ${MIN_MAX_CONNECTIONS} connections (was ${current})`);
    await run('pg_ctlcluster', [VERSION, CLUSTER, 'restart']);
  } else {
    log(`PostgreSQL allows ${current} connections: ${MIN_MAX_CONNECTIONS} from its next restart (set with ALTER SYSTEM)`);
  }
}

/**
 * Ensures cluster 15/main runs on 127.0.0.1:5432, the login role portal/portal (CREATEDB) exists and
 * every listed database exists, owned by portal. stop() stops the cluster only if this call started it.
 * PostgreSQL is a system service (pg_ctlcluster daemonizes it), not a process of the supervisor.
 * @param {{ databases?: string[], port?: number }} [opts]
 * @returns {Promise<{ name: string, url: string, startedHere: boolean, stop: () => Promise<void> }>}
 */
export async function startPostgres({ databases = [], port = 5432 } = {}) {
  for (const db of databases) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(db)) throw new Error(`startPostgres: invalid database name ${JSON.stringify(db)}`);
  }
  let startedHere = false;
  if (!(await acceptingConnections(port))) {
    let cluster = (await listClusters()).find((c) => c.version === VERSION && c.cluster === CLUSTER);
    if (!cluster) {
      log(`creating PostgreSQL cluster ${VERSION}/${CLUSTER} on port ${port}`);
      await run('pg_createcluster', [VERSION, CLUSTER, '--port', String(port)]);
      cluster = (await listClusters()).find((c) => c.version === VERSION && c.cluster === CLUSTER);
    }
    if (cluster && cluster.port !== port) {
      throw new Error(`startPostgres: cluster ${VERSION}/${CLUSTER} is configured for port ${cluster.port}, not ${port}.`);
    }
    log(`starting PostgreSQL ${VERSION}/${CLUSTER}`);
    // pg_ctlcluster refuses if the socket folder is missing (it is a tmpfs on some machines).
    if (!fs.existsSync('/var/run/postgresql')) {
      fs.mkdirSync('/var/run/postgresql', { recursive: true });
      await run('chown', ['postgres:postgres', '/var/run/postgresql']);
    }
    // pg_ctlcluster waits until the server accepts connections.
    await run('pg_ctlcluster', [VERSION, CLUSTER, 'start']);
    startedHere = true;
  }
  await ensureMaxConnections(port, startedHere);

  await psqlAsPostgres(
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${PG_USER}') THEN
         CREATE ROLE ${PG_USER} LOGIN CREATEDB PASSWORD '${PG_PASSWORD}';
       ELSE
         ALTER ROLE ${PG_USER} WITH LOGIN CREATEDB PASSWORD '${PG_PASSWORD}';
       END IF;
     END $$;`,
    { port },
  );
  const existing = new Set((await psqlAsPostgres('SELECT datname FROM pg_database', { port })).stdout.split('\n').map((s) => s.trim()));
  for (const db of databases) {
    if (existing.has(db)) continue;
    log(`creating database ${db}`);
    await psqlAsPostgres(`CREATE DATABASE ${quoteIdent(db)} OWNER ${PG_USER}`, { port });
  }

  await ensurePasswordLogin(port, databases[0] ?? 'postgres');

  const url = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}`;
  log(`PostgreSQL ready at 127.0.0.1:${port}${startedHere ? '' : ' (already running)'}${databases.length ? `, databases: ${databases.join(', ')}` : ''}`);
  return {
    name: 'postgresql',
    url,
    startedHere,
    stop: async () => {
      if (!startedHere) return;
      startedHere = false;
      log('stopping PostgreSQL');
      await run('pg_ctlcluster', [VERSION, CLUSTER, 'stop'], { allowFail: true });
    },
  };
}

/**
 * Checks that portal/portal can log in over TCP from 127.0.0.1; if pg_hba.conf rejects it, adds a
 * scram-sha-256 line for the role and reloads.
 * @param {number} port
 * @param {string} db
 */
async function ensurePasswordLogin(port, db) {
  const env = { ...process.env, PGPASSWORD: PG_PASSWORD, PGCONNECT_TIMEOUT: '5' };
  const tryLogin = () =>
    run('psql', ['-X', '-q', '-A', '-t', '-h', '127.0.0.1', '-p', String(port), '-U', PG_USER, '-d', db, '-c', 'SELECT 1'], { env, allowFail: true });
  let r = await tryLogin();
  if (r.code === 0) return;
  const hba = (await psqlAsPostgres('SHOW hba_file', { port })).stdout.trim();
  log(`password login for ${PG_USER} failed (${r.stderr.trim()}); adding a rule to ${hba}`);
  const text = fs.readFileSync(hba, 'utf8');
  const line = `host    all             ${PG_USER}          127.0.0.1/32            scram-sha-256   # added by scripts/infra`;
  if (!text.includes(line)) fs.writeFileSync(hba, `${line}\n${text}`);
  await psqlAsPostgres('SELECT pg_reload_conf()', { port });
  r = await tryLogin();
  if (r.code !== 0) throw new Error(`PostgreSQL: ${PG_USER} cannot log in over TCP: ${r.stderr.trim()}`);
}

/**
 * Drops and creates the databases again, empty and owned by portal (the test run starts from scratch).
 * @param {string[]} databases
 */
export async function recreateDatabases(databases) {
  for (const db of databases) {
    await psqlAsPostgres(`DROP DATABASE IF EXISTS ${quoteIdent(db)} WITH (FORCE)`);
    await psqlAsPostgres(`CREATE DATABASE ${quoteIdent(db)} OWNER ${PG_USER}`);
  }
}
