// Stopping: an orchestrator (Kubernetes, docker compose) sends SIGTERM and kills the process after its
// grace period. Every service and the gateway must end well within it, by itself, having closed its
// NATS, Redis and PostgreSQL connections: exit code 0 within 2 s (a connection left open keeps Node's
// event loop alive; the stop timeout would then end it with code 1). Own instances of each app are
// started with the test platform's environment (they join the services' queue groups), so the
// platform's processes keep running. Serial: it starts and stops processes of the platform's kind.
// Also checks the ops port every app gets in a container (OPS_PORT): /livez, /readyz and /metrics.
import assert from 'node:assert/strict';
import { afterAll, test } from '@jest/globals';
import { ServiceInstance } from '../support/service-instance.js';

const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'] as const;
const STOP_LIMIT_MS = 2000;
const started: ServiceInstance[] = [];
const stopTimes: Record<string, number> = {};

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  console.log(`stop times after SIGTERM (ms): ${JSON.stringify(stopTimes)}`);
});

async function startApp(name: string, opsPort: number): Promise<ServiceInstance> {
  const env = { OPS_PORT: String(opsPort), LOG_LEVEL: 'info' };
  const instance =
    name === 'gateway'
      ? await ServiceInstance.startApp('gateway', 'gateway', 'gateway listening', { ...env, GATEWAY_PORT: '3199' }, 60_000)
      : await ServiceInstance.start(name, env, 60_000);
  started.push(instance);
  return instance;
}

for (const [i, name] of [...SERVICES, 'gateway'].entries()) {
  test(`${name} ends by itself within ${STOP_LIMIT_MS} ms of SIGTERM, with exit code 0`, async () => {
    const instance = await startApp(name, 19470 + i);
    const { ms, code, signal } = await instance.stopTimed();
    stopTimes[name] = ms;
    assert.equal(signal, null, `${name} was ended by ${signal}, not by itself`);
    assert.equal(code, 0, `${name} exited with ${code}: something kept it running after its stop (see its log)`);
    assert.ok(ms < STOP_LIMIT_MS, `${name} took ${ms} ms to stop`);
  });
}

test('the ops port answers liveness, readiness and Prometheus metrics (RPC counts, outbox lag, queue depths, ledger postings)', async () => {
  const port = 19480;
  const instance = await startApp('ledger-withdrawals', port);
  const base = `http://127.0.0.1:${port}`;
  assert.equal((await fetch(`${base}/livez`)).status, 200);
  assert.equal((await fetch(`${base}/readyz`)).status, 200);
  const metrics = await (await fetch(`${base}/metrics`)).text();
  for (const name of [
    'portal_outbox_lag_seconds',
    'portal_outbox_unpublished',
    'portal_queue_jobs{queue="ledger-receipts"',
    'portal_ledger_postings',
    'nodejs_eventloop_lag_seconds',
  ]) {
    assert.ok(metrics.includes(name), `/metrics has no ${name}`);
  }
  assert.match(metrics, /service="ledger-withdrawals"/);
  const { code } = await instance.stopTimed();
  assert.equal(code, 0);
});
