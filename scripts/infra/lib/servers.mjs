// Redis and NATS (JetStream) as processes for the supervisor (see supervisor.mjs).
import path from 'node:path';
import { LOG_DIR, dataDir, which } from './util.mjs';

/** @param {string} name */
function binary(name) {
  const bin = which(name);
  if (!bin) throw new Error(`${name} not found: ensureSystemPackages() installs it`);
  return bin;
}

/**
 * redis-server on 127.0.0.1 without persistence.
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function redisServer({ port = 6379 } = {}) {
  return {
    name: 'redis',
    command: binary('redis-server'),
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir(`redis-${port}`)],
    ready: [`tcp:127.0.0.1:${port}`],
    logFile: path.join(LOG_DIR, `redis-${port}.log`),
  };
}

/**
 * nats-server with JetStream on 127.0.0.1:port, monitoring on monitorPort (ready once JetStream is).
 * With `configFile` (the users and their permissions, see contracts/src/nats-users.ts) it reads the
 * users' passwords from `env`, the variables the file names.
 * @param {{ port?: number, storeDir: string, monitorPort?: number, configFile?: string, env?: Record<string, string> }} opts
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function natsServer({ port = 4222, storeDir, monitorPort = port + 4000, configFile, env }) {
  return {
    name: 'nats',
    command: binary('nats-server'),
    args: [...(configFile ? ['-c', configFile] : []), '-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort)],
    ...(env ? { env } : {}),
    ready: [`http-get://127.0.0.1:${monitorPort}/healthz?js-enabled-only=true`],
    logFile: path.join(LOG_DIR, `nats-${port}.log`),
  };
}
