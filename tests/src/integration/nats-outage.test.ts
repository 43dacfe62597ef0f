// A NATS outage longer than the NATS client's default reconnect budget (10 attempts, 2 s apart): a
// service must serve again once NATS is back, without a restart of its own. Runs on a NATS server of
// its own, so the platform's NATS stays up.
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { healthSubject } from '@portal/contracts';
import { eventsMaxAgeFromEnv, setUpNatsStreams } from '@portal/service-kit';
import '../support/nest-logs.js';
import { ServiceInstance } from '../support/service-instance.js';
import { waitFor } from '../support/wait.js';
import { freePort } from '../support/ports.js';

const OUTAGE_MS = 26_000;

let port: number;
let storeDir: string;
let nats: ChildProcess | undefined;
let service: ServiceInstance | undefined;

async function startNats(): Promise<void> {
  nats = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
  await waitFor(
    async () => {
      await (await connect({ servers: `nats://127.0.0.1:${port}`, reconnect: false })).close();
      return true;
    },
    { what: 'NATS to accept connections' },
  );
  // What the platform's setup step does before the services start (no service may create the streams).
  const nc = await connect({ servers: `nats://127.0.0.1:${port}` });
  await setUpNatsStreams(nc, eventsMaxAgeFromEnv({})).finally(() => nc.close());
}

async function stopNats(): Promise<void> {
  if (!nats || nats.exitCode !== null || nats.signalCode !== null) return;
  const exited = once(nats, 'exit');
  nats.kill('SIGTERM');
  await exited;
}

/** Whether the support service answers its health subject on our NATS. */
async function answers(): Promise<boolean> {
  const nc = await connect({ servers: `nats://127.0.0.1:${port}`, reconnect: false });
  try {
    await nc.request(healthSubject('support'), JSON.stringify({ pattern: healthSubject('support'), data: {}, id: '1' }), { timeout: 2_000 });
    return true;
  } catch {
    return false;
  } finally {
    await nc.close();
  }
}

beforeAll(async () => {
  port = await freePort();
  storeDir = await mkdtemp(path.join(tmpdir(), 'nats-outage-'));
  await startNats();
  service = await ServiceInstance.start('support', { NATS_URL: `nats://127.0.0.1:${port}` });
  assert.ok(await answers(), 'the service answers before the outage');
});

afterAll(async () => {
  await service?.stop();
  await stopNats();
});

test(`a service serves again after NATS was down for ${OUTAGE_MS / 1000} s, without being restarted`, async () => {
  await stopNats();
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS)); // the outage itself: nothing to wait on
  await startNats();
  await waitFor(answers, { timeoutMs: 20_000, intervalMs: 500, what: 'the support service to answer on NATS again' });
  assert.equal(service!.running, true, 'the service process kept running');
}, 90_000);
