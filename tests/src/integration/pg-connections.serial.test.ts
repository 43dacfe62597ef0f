// PostgreSQL closing a service's idle connections (a restart, a failover, an administrator) must not
// end the service: the pools drop those connections and open new ones. Found by the bank test under
// faults (a PostgreSQL restart ended every service with an outbox). Serial: it closes the connections
// of the platform's own support service too.
import { afterAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import { databaseUrl } from '../support/platform.js';
import { ServiceInstance } from '../support/service-instance.js';
import { waitFor } from '../support/wait.js';

let service: ServiceInstance | undefined;
afterAll(async () => {
  await service?.stop();
});

test('a service whose idle database connections PostgreSQL closed keeps running and logs it', async () => {
  service = await ServiceInstance.start('support');
  const admin = new pg.Client({ connectionString: databaseUrl('portal_support') });
  await admin.connect();
  try {
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
  } finally {
    await admin.end();
  }
  assert.equal(service.running, true, `the service ended:\n${service.output.slice(-2000)}`);
});
