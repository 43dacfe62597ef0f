import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from '@portal/gateway/dist/main.js';
import { loadGatewayConfig } from '@portal/gateway/dist/config.js';
import { connect } from '@nats-io/transport-node';
import { KEYCLOAK_URL } from '../support/platform.js';
import { waitFor } from '../support/wait.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

let nats: ChildProcess;
let gateway: RunningGateway;
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
  const port = await freePort();
  gateway = await startGateway({
    ...loadGatewayConfig({ ...process.env, KEYCLOAK_URL }),
    port,
    host: '127.0.0.1',
    natsUrl: `nats://127.0.0.1:${natsPort}`,
    redisUrl: `redis://127.0.0.1:${await freePort()}/0`,
  });
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await gateway?.close();
  nats?.kill();
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
