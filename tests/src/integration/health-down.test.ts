import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { KEYCLOAK_URL } from '../support/platform.js';
import { waitFor } from '../support/wait.js';
import { freePort } from '../support/ports.js';

/** Stops a child process and waits until it has exited. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}

let nats: ChildProcess;
let gateway: ChildProcess;
let url: string;

beforeAll(async () => {
  // A real NATS server with no services behind it, and a Redis address where nothing listens.
  const natsPort = await freePort();
  nats = spawn('nats-server', ['-p', String(natsPort), '-js', '-sd', await mkdtemp(path.join(tmpdir(), 'nats-'))], { stdio: 'ignore' });
  await waitFor(
    async () => {
      await (await connect({ servers: `nats://127.0.0.1:${natsPort}`, reconnect: false })).close();
      return true;
    },
    { what: 'the NATS server to accept connections' },
  );
  // The gateway runs as its own process, as on the platform.
  const port = await freePort();
  gateway = spawn(process.execPath, [createRequire(import.meta.url).resolve('@portal/gateway/dist/main.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      KEYCLOAK_URL,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      NATS_URL: `nats://127.0.0.1:${natsPort}`,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}/0`,
      LOG_LEVEL: 'silent',
    },
  });
  url = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(`${url}/api/health`).then(() => true), { timeoutMs: 30_000, what: 'the gateway to answer' });
});

afterAll(async () => {
  await stop(gateway);
  await stop(nats);
});

test('GET /api/health answers 503 and names what is down when services and Redis are unreachable', async () => {
  const res = await fetch(`${url}/api/health`);
  assert.equal(res.status, 503);
  const body = (await res.json()) as { status: string; services: Record<string, { status: string }>; servers: Record<string, { status: string }> };
  assert.equal(body.status, 'down');
  for (const service of Object.values(body.services)) assert.equal(service.status, 'down');
  assert.equal(body.servers.redis?.status, 'down');
  assert.equal(body.servers.postgresql?.status, 'down', 'no service could report its database');
  assert.equal(body.servers.nats?.status, 'up');
  assert.equal(body.servers.keycloak?.status, 'up');
});

test('API calls answer 503 SERVICE_UNAVAILABLE, not a hang, when the service behind them is down', async () => {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'A',
      lastName: 'B',
      grantNumber: 'UNSEAF-2025/GR-0001',
      email: 'down@example.org',
      password: 'secret1',
      confirmPassword: 'secret1',
    }),
  });
  assert.equal(res.status, 503);
  assert.equal(((await res.json()) as { code: string }).code, 'SERVICE_UNAVAILABLE');
});
