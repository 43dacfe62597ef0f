// pg_dump and pg_restore of one database, and what the manifest says about it.
import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * Runs a PostgreSQL client tool; the password goes through the environment, never the command line.
 * @param {string} tool @param {string[]} args @param {string} url
 */
function runTool(tool, args, url) {
  const u = new URL(url);
  const env = {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c.toString()));
    child.stdout.resume();
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${tool} ${args.join(' ')} failed (${code}): ${stderr.trim()}`))));
  });
}

/** One consistent snapshot of the database (pg_dump's own transaction), custom format. */
export function dumpDatabase(url, file) {
  return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file], url);
}

/** Restores a custom-format dump into an empty database, all or nothing (one transaction). */
export function restoreDatabase(url, file) {
  return runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', new URL(url).pathname.slice(1), file],
    url,
  );
}

/** @param {string} url @param {(c: pg.Client) => Promise<T>} work @template T */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the database exists and can be signed in to. */
export async function reachable(url) {
  try {
    await withClient(url, (c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** The number of tables, views and sequences outside PostgreSQL's own schemas. */
export function userRelations(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT count(*)::int AS n FROM pg_class k JOIN pg_namespace n ON n.oid = k.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND k.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0].n;
  });
}

/** How many other sessions are connected to the database (a running service holds a few). */
export function otherSessions(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    return rows[0].n;
  });
}

/** Drops everything the database's owner made in it: each schema of the owner, then a fresh `public`. */
export function wipeDatabase(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
         AND pg_get_userbyid(nspowner) IN (current_user, 'pg_database_owner')`,
    );
    for (const { nspname } of rows) await c.query(`DROP SCHEMA "${nspname.replaceAll('"', '""')}" CASCADE`);
    await c.query('CREATE SCHEMA IF NOT EXISTS public');
  });
}

/** The latest applied migration of each scope (schema_migrations), or null without that table. */
export function migrationHeads(url) {
  return withClient(url, async (c) => {
    const table = await c.query(`SELECT to_regclass('schema_migrations')::text AS t`);
    if (!table.rows[0].t) return null;
    const { rows } = await c.query(
      `SELECT split_part(version, '/', 1) AS scope, max(version) AS head, count(*)::int AS applied FROM schema_migrations GROUP BY 1 ORDER BY 1`,
    );
    return Object.fromEntries(rows.map((r) => [r.scope, { head: r.head, applied: r.applied }]));
  });
}

/** The server's version and the pg_dump used. */
export async function versions(url) {
  const server = await withClient(url, async (c) => (await c.query('SHOW server_version')).rows[0].server_version);
  const tool = await new Promise((resolve) => {
    const child = spawn('pg_dump', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c.toString()));
    child.on('exit', () => resolve(out.trim()));
    child.on('error', () => resolve('unknown'));
  });
  return { server, pgDump: tool };
}
