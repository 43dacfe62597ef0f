import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEYCLOAK_URL } from '../support/platform.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** Resolves once something answers `probe`, polling every 100 ms. */
async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let nats: ChildProcess;
let gateway: ChildProcess;
let url: string;

beforeAll(async () => {
  // A real NATS server with no services behind it, and a Redis address where nothing listens.
  const natsPort = await freePort();
  nats = spawn('nats-server', ['-p', String(natsPort), '-js', '-sd', await mkdtemp(path.join(tmpdir(), 'nats-'))], { stdio: 'ignore' });
  await until('nats-server', () => new Promise((resolve) => {
    const socket = connect(natsPort, '127.0.0.1', () => { socket.destroy(); resolve(true); }).on('error', () => resolve(false));
  }));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, ['dist/main.js'], {
    cwd: fileURLToPath(new URL('../../../gateway', import.meta.url)),
    env: { ...process.env, KEYCLOAK_URL, GATEWAY_PORT: String(port), GATEWAY_HOST: '127.0.0.1', NATS_URL: `nats://127.0.0.1:${natsPort}`, REDIS_URL: `redis://127.0.0.1:${await freePort()}/0`, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  await until('the gateway', async () => (await fetch(`${url}/api/config`)).ok);
});

afterAll(async () => {
  gateway?.kill();
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
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'A', lastName: 'B', grantNumber: 'UNSEAF-2025/GR-0001', email: 'down@example.org', password: 'secret1', confirmPassword: 'secret1' }),
  });
  assert.equal(res.status, 503);
  assert.equal(((await res.json()) as { code: string }).code, 'SERVICE_UNAVAILABLE');
});
