#!/usr/bin/env node
// `npm run test:chaos`: the long form of the bank test under faults (tests/src/integration/bank.serial.test.ts).
// Like `npm test`, it installs, builds, starts its own test copy of the platform (fresh `_test` databases,
// NATS on 4223, gateway on 3100) and stops it afterwards — but with a Redis of its own (port 6380), so
// stopping Redis for a while hits this platform only, and it restarts PostgreSQL (shared with a running
// `npm start`, whose services reconnect). It holds the test platform's ports: run it under the same lock
// as `npm test` (`flock /tmp/portal-platform.lock npm run test:chaos`).
// It runs two instances of every service and of the gateway (the platform's own under pm2, which the faults
// kill, and a second one the test starts beside it): requests spread over both through NATS queue groups and
// the two gateways, and the same checks show nothing handled twice.
// Environment: CHAOS_SEED replays a run; CHAOS_DURATION_MS (default 240000), CHAOS_RECIPIENTS, CHAOS_WORKERS,
// CHAOS_INSTANCES (default 2).
import { spawn } from 'node:child_process';
import { PROFILES, ROOT, installDependencies, build, startInfrastructure, startApps, seed, stopPlatform, appEnvironment, say } from './lib/platform.mjs';

const REDIS_PORT = 6380;
const REDIS_PROCESS = 'redis-chaos';
const profile = { ...PROFILES.test, redisUrl: `redis://127.0.0.1:${REDIS_PORT}/1` };
/** As `npm test` runs its platform (scripts/test.mjs), so the bank test sees the same settings. */
const PLATFORM_ENV = { STATUS_CACHE_MS: '5000', STATUS_RECHECK_MS: '4000', RATE_LIMIT_FACTOR: '100' };
const seedValue = process.env.CHAOS_SEED ?? String(Date.now() % 1_000_000);

function runJest(env) {
  const args = ['--runInBand', '--ci', '--forceExit', '--selectProjects', 'integration', '--testPathPatterns', 'bank\\.serial'];
  say(`jest ${args.join(' ')} (CHAOS_SEED=${seedValue})`);
  const child = spawn('npm', ['run', '--silent', 'jest', '--', ...args], { cwd: ROOT, env, stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const started = Date.now();
let infra;
let handles = [];
let code = 1;
try {
  installDependencies();
  build();
  ({ infra, handles } = await startInfrastructure(profile, { freshDatabases: true }));
  const { redisServer } = await import('./infra/index.mjs');
  await infra.start([{ ...redisServer({ port: REDIS_PORT }), name: REDIS_PROCESS }]);
  await infra.ready([REDIS_PROCESS]);
  const url = await startApps(profile, infra, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...PLATFORM_ENV });
  await seed(profile);
  say(`chaos platform ready at ${url} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  code = await runJest({
    ...appEnvironment(profile, PLATFORM_ENV),
    TEST_GATEWAY_URL: url,
    CHAOS_LONG: '1',
    CHAOS_SEED: seedValue,
    CHAOS_REDIS_PROCESS: REDIS_PROCESS,
    CHAOS_POSTGRES: '1',
  });
} catch (error) {
  console.error(`[portal] chaos run failed: ${error.stack ?? error.message}`);
  code = 1;
} finally {
  await stopPlatform(infra, handles);
  say(`npm run test:chaos finished in ${((Date.now() - started) / 1000).toFixed(0)} s with exit code ${code} (seed ${seedValue})`);
  process.exit(code);
}
