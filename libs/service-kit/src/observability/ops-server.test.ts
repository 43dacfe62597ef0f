import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { pino } from 'pino';
import { opsPortFromEnv, startOpsServer } from './ops-server.js';
import { rpcHandled } from './metrics.js';

test('the ops port: /livez answers whatever readiness says, /readyz follows it, /metrics is Prometheus text', async () => {
  let ready = false;
  const ops = await startOpsServer({ port: 0, host: '127.0.0.1', ready: async () => ready, log: pino({ level: 'silent' }) });
  try {
    const base = `http://127.0.0.1:${ops.port}`;
    assert.equal((await fetch(`${base}/livez`)).status, 200);
    assert.equal((await fetch(`${base}/readyz`)).status, 503);
    ready = true;
    assert.equal((await fetch(`${base}/readyz`)).status, 200);
    rpcHandled.inc({ subject: 'test.subject', outcome: 'ok' });
    const metrics = await fetch(`${base}/metrics`);
    assert.match(metrics.headers.get('content-type') ?? '', /text\/plain/);
    assert.match(await metrics.text(), /portal_rpc_handled_total\{subject="test.subject",outcome="ok"\} 1/);
  } finally {
    await ops.close();
  }
});

test('OPS_PORT: none when unset, a port number otherwise', () => {
  assert.equal(opsPortFromEnv({}), undefined);
  assert.equal(opsPortFromEnv({ OPS_PORT: '9464' }), 9464);
  assert.throws(() => opsPortFromEnv({ OPS_PORT: 'abc' }), /OPS_PORT must be a port number/);
});
