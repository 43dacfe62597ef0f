import pg from 'pg';
import { KIT_MIGRATIONS, migrate } from '@portal/service-kit';
import './nest-logs.js';
import { databaseUrl } from './platform.js';

export interface ScratchDatabase {
  url: string;
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/** A fresh database with service-kit's tables (outbox, inbox), dropped again by `drop()`. */
export async function createScratchDatabase(name: string): Promise<ScratchDatabase> {
  const database = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl('postgres').replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = databaseUrl('x').replace(/\/[^/]+$/, `/${database}`);
  await migrate(url, [KIT_MIGRATIONS]);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined); // an idle connection ended from outside is replaced on the next query
  return {
    url,
    query: async (sql, values) => (await pool.query(sql, values)).rows,
    drop: async () => {
      await pool.end();
      // It is dropped again before its next use; a session of another role we may not end must not fail the file.
      await dropScratchDatabase(admin, database);
      await admin.end();
    },
  };
}

/**
 * Drops a scratch database at the end of a file. A process of another role working in it (an autovacuum worker on a
 * freshly migrated database) cannot be ended by our role: the drop is tried again for a few seconds, then the database
 * is left with a warning (the next run of the file creates its own), so cleaning up never fails the file.
 */
export async function dropScratchDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 20) {
        console.warn(`scratch database ${name} left: ${(error as Error).message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Runs `work` on one connection to the database at `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
