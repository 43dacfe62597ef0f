// PostgreSQL closing a service's idle connections (a restart, a failover, an administrator) must not
// end the service (an unheard pool error would end every service with an outbox): the pools drop those
// connections and open new ones. Serial: it closes the connections of the platform's own support service too.
import { afterAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { eventsMaxAgeFromEnv, setUpNatsStreams } from '@portal/service-kit';
import '../support/nest-logs.js';
import { createScratchDatabase } from '../support/scratch-database.js';
import { ServiceInstance } from '../support/service-instance.js';
import { waitFor } from '../support/wait.js';
import { freePort } from '../support/ports.js';
import { withDatabase } from '../support/databases.js';

const cleanups: (() => Promise<unknown>)[] = [];
let service: ServiceInstance | undefined;
afterAll(async () => {
  await service?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A NATS server with JetStream of the test's own; resolves once it accepts connections. */
async function ownNats(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', await mkdtemp(path.join(tmpdir(), 'nats-pg-'))], {
    stdio: 'ignore',
  });
  await waitFor(
    async () => {
      await (await connect({ servers: url, reconnect: false })).close();
      return true;
    },
    { what: 'NATS to accept connections' },
  );
  // What the platform's setup step does before the services start (no service may create the streams).
  const nc = await connect({ servers: url });
  await setUpNatsStreams(nc, eventsMaxAgeFromEnv({})).finally(() => nc.close());
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  return { url, stop };
}

test('a service whose idle database connections PostgreSQL closed keeps running and logs it', async () => {
  service = await ServiceInstance.start('support');
  await withDatabase(
    'support',
    async (admin) => {
      // The outbox relay (every 200 ms) keeps idle connections in its pool: close every connection to the
      // database until the service has seen one of its idle connections go (or has ended).
      await waitFor(
        async () => {
          if (!service!.running || service!.output.includes('database connection lost')) return true;
          await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
          return false;
        },
        { timeoutMs: 20_000, intervalMs: 500, what: 'the service to notice its closed connections' },
      );
    },
    { writable: true },
  );
  assert.equal(service.running, true, `the service ended:\n${service.output.slice(-2000)}`);
});

test('the outbox relay survives PostgreSQL closing the connection its batch holds while JetStream is unreachable', async () => {
  const nats = await ownNats();
  cleanups.push(nats.stop);
  const db = await createScratchDatabase('portal_support_relay');
  cleanups.push(db.drop);
  const relaying = await ServiceInstance.start('support', { NATS_URL: nats.url, SUPPORT_DATABASE_URL: db.url });
  cleanups.push(() => relaying.stop());
  await nats.stop();
  // An event to relay: the relay's batch locks it and waits for JetStream's acknowledgement, holding its connection.
  await db.query(`INSERT INTO outbox (id, subject, payload) VALUES (gen_random_uuid(), 'events.support.probe', '{}')`);
  await waitFor(
    async () => {
      if (!relaying.running || relaying.output.includes('outbox database connection lost')) return true;
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()`,
      );
      return false;
    },
    { timeoutMs: 30_000, intervalMs: 200, what: 'the relay to lose the connection of its batch' },
  );
  assert.equal(relaying.running, true, `the service ended:\n${relaying.output.slice(-2000)}`);
});
