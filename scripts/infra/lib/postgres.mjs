// PostgreSQL 15 on Debian: cluster 15/main managed with pg_ctlcluster, role portal/portal,
// one database per service.
import fs from 'node:fs';
import { log, run, waitFor, which, withLock } from './util.mjs';

const VERSION = '15';
const CLUSTER = 'main';
export const PG_USER = 'portal';
export const PG_PASSWORD = 'portal';

/**
 * @param {string} sql
 * @param {{ db?: string, port?: number, allowFail?: boolean }} [o]
 */
function psqlAsPostgres(sql, o = {}) {
  const args = ['-u', 'postgres', '--', 'psql', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-p', String(o.port ?? 5432), '-d', o.db ?? 'postgres', '-c', sql];
  return run('runuser', args, { cwd: '/', allowFail: o.allowFail });
}

/** @param {number} port */
async function acceptingConnections(port) {
  const r = await run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port)], { allowFail: true, timeoutMs: 5000 });
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
 * Ensures cluster 15/main runs on 127.0.0.1:5432, the login role portal/portal (CREATEDB) exists and
 * every listed database exists, owned by portal. stop() stops the cluster only if this call started it.
 * @param {{ databases?: string[], port?: number }} [opts]
 * @returns {Promise<import('../index.mjs').InfraHandle>}
 */
async function startPostgresUnlocked({ databases = [], port = 5432 } = {}) {
  for (const db of databases) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(db)) throw new Error(`startPostgres: invalid database name ${JSON.stringify(db)}`);
  }
  let startedHere = false;
  if (!(await acceptingConnections(port))) {
    for (const tool of ['pg_lsclusters', 'pg_createcluster', 'pg_ctlcluster', 'psql', 'runuser']) {
      if (!which(tool)) throw new Error(`startPostgres: ${tool} not found; call ensureSystemPackages() first (apt-get install postgresql).`);
    }
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
    const r = await run('pg_ctlcluster', [VERSION, CLUSTER, 'start'], { allowFail: true });
    if (r.code !== 0 && !(await acceptingConnections(port))) {
      throw new Error(`pg_ctlcluster ${VERSION} ${CLUSTER} start failed:\n${r.stderr || r.stdout}`);
    }
    startedHere = true;
    await waitFor(() => acceptingConnections(port), { what: 'PostgreSQL', timeoutMs: 30_000, intervalMs: 300 });
  }

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
    databases,
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
 * startPostgres under a cross-process lock (see withLock); same options and result.
 * @param {Parameters<typeof startPostgresUnlocked>[0]} [opts]
 * @returns {ReturnType<typeof startPostgresUnlocked>}
 */
export function startPostgres(opts = {}) {
  return withLock(`postgres-${opts.port ?? 5432}`, () => startPostgresUnlocked(opts), { timeoutMs: 120_000 });
}
