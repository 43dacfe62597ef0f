import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';

export interface Migration {
  version: string;
  sql: string;
  checksum: string;
}
export interface MigrationSource {
  /** recorded in schema_migrations as `${scope}/${file}` */ scope: string;
  dir: string;
}

/** The migrations every service shares (outbox and inbox), applied before the service's own. */
export const KIT_MIGRATIONS: MigrationSource = {
  scope: 'kit',
  dir: fileURLToPath(new URL('../../migrations', import.meta.url)),
};

const LOCK_KEY = 727_001; // one advisory lock per database: two starting replicas never migrate at once

export async function readMigrations(source: MigrationSource): Promise<Migration[]> {
  const files = (await readdir(source.dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(path.join(source.dir, file), 'utf8');
      return { version: `${source.scope}/${file}`, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** What a database holds compared with the migrations of this build. */
export interface SchemaState {
  /** Versions recorded in schema_migrations (empty when the table does not exist yet). */
  applied: string[];
  /** Versions of this build the database does not have yet, in the order they would be applied. */
  pending: string[];
  /** Versions the database has that this build does not know: a newer release migrated it. */
  unknown: string[];
}

/** Raised when the database was migrated by a newer release than this build. */
export class NewerSchemaError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database has ${unknown.length} migration(s) this build does not know: ${unknown.join(', ')}. ` +
        'A newer release has migrated it, and an older build must not run against a newer schema: ' +
        'deploy that release (or a later one), or restore the backup taken before the upgrade.',
    );
    this.name = 'NewerSchemaError';
  }
}

function compare(applied: Map<string, string>, known: Migration[]): SchemaState {
  const knownVersions = new Set(known.map((m) => m.version));
  return {
    applied: [...applied.keys()].sort(),
    pending: known.filter((m) => !applied.has(m.version)).map((m) => m.version),
    unknown: [...applied.keys()].filter((v) => !knownVersions.has(v)).sort(),
  };
}

async function readAll(sources: MigrationSource[]): Promise<Migration[]> {
  const all: Migration[] = [];
  for (const source of sources) all.push(...(await readMigrations(source)));
  return all;
}

async function appliedVersions(client: pg.Client): Promise<Map<string, string>> {
  const table = await client.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!table.rows[0]?.t) return new Map();
  const rows = (await client.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations')).rows;
  return new Map(rows.map((r) => [r.version, r.checksum]));
}

/** Reads (never changes) what the database holds compared with this build's migrations. */
export async function schemaState(databaseUrl: string, sources: MigrationSource[]): Promise<SchemaState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return compare(await appliedVersions(client), await readAll(sources));
  } finally {
    await client.end();
  }
}

/**
 * For a process that does not migrate (MIGRATE_ON_START=false): refuses a database a newer release
 * migrated at once, and waits up to `timeoutMs` for pending migrations to be applied by the migration step
 * before refusing to run on an older schema.
 */
export async function awaitSchema(
  databaseUrl: string,
  sources: MigrationSource[],
  { timeoutMs = 300_000, intervalMs = 2_000, onWait }: { timeoutMs?: number; intervalMs?: number; onWait?: (pending: string[]) => void } = {},
): Promise<SchemaState> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const state = await schemaState(databaseUrl, sources);
    if (state.unknown.length) throw new NewerSchemaError(state.unknown);
    if (!state.pending.length) return state;
    if (Date.now() >= deadline) {
      throw new Error(
        `The database lacks ${state.pending.length} migration(s) of this build: ${state.pending.join(', ')}. ` +
          'Run the migration step (`node dist/main.js --migrate-only`) of this release first.',
      );
    }
    if (!told) onWait?.(state.pending);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Applies the pending migrations in order, each in its own transaction, and refuses to run
 * when an applied migration's file was edited afterwards (its checksum changed) or when the database
 * has a migration this build does not know (a newer release migrated it: nothing is applied then).
 * Returns the versions applied by this call.
 */
export async function migrate(databaseUrl: string, sources: MigrationSource[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await appliedVersions(client);
    const known = await readAll(sources);
    const { unknown } = compare(done, known);
    if (unknown.length) throw new NewerSchemaError(unknown);
    for (const m of known) {
      const previous = done.get(m.version);
      if (previous !== undefined) {
        if (previous !== m.checksum) throw new Error(`Migration ${m.version} was changed after it was applied`);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [m.version, m.checksum]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.version} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
  return applied;
}
