// Redis and NATS (JetStream) as child processes of this Node process.
import fs from 'node:fs';
import path from 'node:path';
import { spawnManaged, stopChild } from './children.mjs';
import { DATA_DIR, ensureDataDir, httpGet, isPortOpen, log, reusedHandle, tcpExchange, waitFor, which, withLock } from './util.mjs';

/** @param {number} port @returns {Promise<'pong' | 'other' | 'none'>} */
async function redisPing(port) {
  const answer = await tcpExchange({ port, send: 'PING\r\n', until: /\r\n/ });
  if (answer === null) return 'none';
  return answer.startsWith('+PONG') ? 'pong' : 'other';
}

/**
 * Starts redis-server on 127.0.0.1:port unless something already answers PING there.
 * @param {{ port?: number }} [opts]
 * @returns {Promise<import('../index.mjs').InfraHandle>}
 */
async function startRedisUnlocked({ port = 6379 } = {}) {
  const url = `redis://127.0.0.1:${port}`;
  const state = await redisPing(port);
  if (state === 'pong') {
    log(`Redis already answering at ${url}`);
    return reusedHandle('redis', url);
  }
  if (state === 'other' || (await isPortOpen(port))) {
    throw new Error(`startRedis: port ${port} is in use by something that does not answer Redis PING.`);
  }
  const bin = which('redis-server');
  if (!bin) throw new Error('startRedis: redis-server not found; call ensureSystemPackages() first (apt-get install redis-server).');
  ensureDataDir(`redis-${port}`);
  const child = spawnManaged({
    name: 'redis',
    logName: `redis-${port}`,
    cmd: bin,
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--dir', path.join(DATA_DIR, `redis-${port}`)],
  });
  await waitFor(async () => (await redisPing(port)) === 'pong', { what: 'Redis', timeoutMs: 20_000, child, intervalMs: 100 });
  log(`Redis started at ${url} (pid ${child.pid})`);
  return { name: 'redis', url, startedHere: true, pid: child.pid, stop: () => stopChild(child) };
}

/** @param {number} monitorPort */
async function natsHealthy(monitorPort) {
  const r = await httpGet(`http://127.0.0.1:${monitorPort}/healthz?js-enabled-only=true`);
  if (r && r.status === 200) return true;
  const v = await httpGet(`http://127.0.0.1:${monitorPort}/varz`);
  return !!v && v.status === 200;
}

/** @param {number} port */
async function natsAnswers(port) {
  const answer = await tcpExchange({ port, until: /\r\n/ });
  return !!answer && answer.startsWith('INFO ');
}

/**
 * Starts nats-server with JetStream on 127.0.0.1:port (monitoring on port+4000) unless a NATS server
 * already listens there.
 * @param {{ port?: number, storeDir?: string, monitorPort?: number }} [opts]
 * @returns {Promise<import('../index.mjs').InfraHandle & { monitorUrl: string }>}
 */
async function startNatsUnlocked({ port = 4222, storeDir, monitorPort = port + 4000 } = {}) {
  const url = `nats://127.0.0.1:${port}`;
  const monitorUrl = `http://127.0.0.1:${monitorPort}`;
  if (await isPortOpen(port)) {
    if (await natsAnswers(port)) {
      log(`NATS already listening at ${url}`);
      return { ...reusedHandle('nats', url), monitorUrl };
    }
    throw new Error(`startNats: port ${port} is in use by something that is not a NATS server.`);
  }
  if (await isPortOpen(monitorPort)) throw new Error(`startNats: monitoring port ${monitorPort} is already in use.`);
  const bin = which('nats-server');
  if (!bin) throw new Error('startNats: nats-server not found; call ensureSystemPackages() first (apt-get install nats-server).');
  const dir = path.resolve(storeDir ?? path.join(DATA_DIR, `nats-${port}`));
  ensureDataDir();
  fs.mkdirSync(dir, { recursive: true });
  const child = spawnManaged({
    name: 'nats',
    logName: `nats-${port}`,
    cmd: bin,
    args: ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)],
  });
  await waitFor(() => natsHealthy(monitorPort), { what: 'NATS', timeoutMs: 30_000, child, intervalMs: 150 });
  log(`NATS started at ${url} (JetStream store ${dir}, monitoring ${monitorUrl}, pid ${child.pid})`);
  return { name: 'nats', url, monitorUrl, startedHere: true, pid: child.pid, storeDir: dir, stop: () => stopChild(child) };
}

/**
 * startRedis under a cross-process lock (see withLock); same options and result.
 * @param {Parameters<typeof startRedisUnlocked>[0]} [opts]
 * @returns {ReturnType<typeof startRedisUnlocked>}
 */
export function startRedis(opts = {}) {
  return withLock(`redis-${opts.port ?? 6379}`, () => startRedisUnlocked(opts), { timeoutMs: 60_000 });
}

/**
 * startNats under a cross-process lock (see withLock); same options and result.
 * @param {Parameters<typeof startNatsUnlocked>[0]} [opts]
 * @returns {ReturnType<typeof startNatsUnlocked>}
 */
export function startNats(opts = {}) {
  return withLock(`nats-${opts.port ?? 4222}`, () => startNatsUnlocked(opts), { timeoutMs: 60_000 });
}
