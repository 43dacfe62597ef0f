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

/**
 * Applies the pending migrations in order, each in its own transaction, and refuses to run
 * when an applied migration's file was edited afterwards (its checksum changed).
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
    const done = new Map<string, string>(
      (await client.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations')).rows.map((r) => [r.version, r.checksum]),
    );
    for (const source of sources) {
      for (const m of await readMigrations(source)) {
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
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
  return applied;
}
