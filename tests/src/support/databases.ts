import { afterAll } from '@jest/globals';
import type { ServiceName } from '@portal/contracts';
import { databaseNameFor } from '@portal/service-kit/config';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { databaseUrl } from './platform.js';
import { waitFor } from './wait.js';

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

/** A row lock a test holds in a transaction of its own (see holdGrantLock). */
export interface HeldLock {
  /** Resolves once another session waits for the lock (`what` names it in the time-out message). */
  untilWaitedOn(what: string): Promise<void>;
  /** Ends the holding transaction (again: nothing). */
  release(): Promise<void>;
}

/**
 * Holds a recipient's grant row lock in the ledger as a payment in flight does, which goes on to the accounts
 * after it: tests of lock order check what another transaction holds while it waits for this one.
 */
export async function holdGrantLock(userId: string): Promise<HeldLock> {
  const holder = new pg.Client(connection('ledger-withdrawals', true));
  const probe = new pg.Client(connection('ledger-withdrawals', false));
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await holder.query('ROLLBACK').catch(() => undefined);
    await Promise.all([holder.end(), probe.end()]);
  };
  await Promise.all([holder.connect(), probe.connect()]);
  try {
    await holder.query('BEGIN');
    const pid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    await holder.query('SELECT 1 FROM grants WHERE user_id = $1 FOR UPDATE', [userId]);
    return {
      untilWaitedOn: async (what) => {
        await waitFor(async () => (await probe.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).rowCount, { what });
      },
      release,
    };
  } catch (error) {
    await release();
    throw error;
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
