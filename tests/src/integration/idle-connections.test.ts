// What an idle platform holds open: one NATS connection per service process, shared by its message
// handlers, RPC client, event consumers, outbox relay and notification forwarders; and an outbox relay
// that waits for PostgreSQL's notification at commit instead of polling its table.
import { afterAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { NATS_URL, TEST_CONNECTION_PREFIX, databaseUrl } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { PlatformFaults } from '../support/chaos.js';

const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'] as const;
const DATABASES = ['portal_identity', 'portal_accounts_kyc', 'portal_ledger', 'portal_payments', 'portal_support'];

/** The test NATS server's monitoring endpoint (the platform runs it on the client port + 4000). */
const MONITOR_URL = `http://127.0.0.1:${Number(new URL(NATS_URL).port || 4222) + 4000}`;

interface Connz {
  connections: { cid: number; name?: string; authorized_user?: string }[];
}

const pools: pg.Pool[] = [];
afterAll(async () => {
  for (const pool of pools) await pool.end();
});

test('each service process holds one NATS connection for everything it does', async () => {
  // Every connection a service's user holds counts, except the process connections of other processes (named
  // with their pid) and tests' own clients: other tests start extra instances of a service meanwhile, or sign in
  // as a service's NATS user to try its permissions.
  const counts = await waitFor(
    async () => {
      const running = await new PlatformFaults().processes();
      const pids = new Map<string, number | undefined>(SERVICES.map((s) => [s, running.find((p) => p.name === s && p.pm2_env.status === 'online')?.pid]));
      const connz = (await (await fetch(`${MONITOR_URL}/connz?auth=true&limit=4096`)).json()) as Connz;
      const notThisProcess = (service: string, name = '') => {
        const pid = /^(.+) \(pid (\d+)\)$/.exec(name);
        return (pid?.[1] === service && Number(pid[2]) !== pids.get(service)) || name.startsWith(TEST_CONNECTION_PREFIX);
      };
      const counts = Object.fromEntries(
        SERVICES.map((s) => [s, connz.connections.filter((c) => c.authorized_user === s && !notThisProcess(s, c.name)).length]),
      );
      // A service that is (re)connecting right now has none for a moment: wait for all five.
      return SERVICES.every((s) => counts[s]! >= 1) ? counts : undefined;
    },
    { what: 'every service connected to NATS' },
  );
  assert.deepEqual(counts, Object.fromEntries(SERVICES.map((s) => [s, 1])));
});

test('every outbox relay listens for the commit of new outbox rows', async () => {
  for (const database of DATABASES) {
    const pool = new pg.Pool({ connectionString: databaseUrl(database), max: 1 });
    pools.push(pool);
    const { rows: triggers } = await pool.query(`SELECT 1 FROM pg_trigger WHERE tgname = 'outbox_notify' AND tgrelid = 'outbox'::regclass`);
    assert.equal(triggers.length, 1, `${database}: the outbox has no notifying trigger`);
    await waitFor(
      async () => {
        const { rows } = await pool.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN outbox_rows'`);
        return rows.length > 0;
      },
      { what: `${database}: a connection listening on outbox_rows`, timeoutMs: 10_000 },
    );
  }
});
