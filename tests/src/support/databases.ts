import { afterAll } from '@jest/globals';
import type { ServiceName } from '@portal/contracts';
import { databaseNameFor } from '@portal/service-kit/config';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { databaseUrl } from './platform.js';

export interface ProbeOptions {
  /** Connections of a pool (default 2). */
  max?: number;
  /**
   * Allows changes, for fixtures that give a record a state no route offers (an expired link, a locked row,
   * a forced status). Without it every transaction is read-only, so a check cannot change what it checks.
   */
  writable?: boolean;
}

/** How to reach a service's test database (the name the service itself uses, with the test suffix). */
function connection(service: ServiceName, writable: boolean): pg.ClientConfig {
  return {
    connectionString: databaseUrl(databaseNameFor(service, '')),
    ...(writable ? {} : { options: '-c default_transaction_read_only=on' }),
  };
}

/**
 * A pool on a service's test database for the checks of one test file (`databaseProbe('ledger-withdrawals')`),
 * read-only unless `writable`; it is closed after the file's tests.
 */
export function databaseProbe(service: ServiceName, { max = 2, writable = false }: ProbeOptions = {}): pg.Pool {
  const pool = new pg.Pool({ ...connection(service, writable), max });
  afterAll(() => pool.end());
  return pool;
}

/** Runs `work` on one connection to a service's test database (read-only unless `writable`) and closes it. */
export async function withDatabase<T>(service: ServiceName, work: (client: pg.Client) => Promise<T>, { writable = false }: ProbeOptions = {}): Promise<T> {
  const client = new pg.Client(connection(service, writable));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Test fixture: moves a reset link's expiry into the past, as if 24 hours had gone by. */
export async function expireResetLink(token: string): Promise<void> {
  await withDatabase(
    'identity',
    async (client) => {
      await client.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
        createHash('sha256').update(token).digest('hex'),
      ]);
    },
    { writable: true },
  );
}
