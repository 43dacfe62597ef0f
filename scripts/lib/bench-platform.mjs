// What the benchmarks share (scripts/bench.mjs, scripts/bench-scale.mjs): the pinned k6, and the `npm start`
// platform they measure, started for the run when nothing answers on :3000 and stopped afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, natsCredentials, say } from './platform.mjs';

export const K6_VERSION = 'v1.8.1';
export const GATEWAY = 'http://localhost:3000';
export const BENCH_DIR = path.join(ROOT, '.data', 'bench');
export const K6 = path.join(ROOT, '.data', 'bin', 'k6');
/** psql / pgbench / pg against the platform's PostgreSQL. */
export const PG_ENV = { ...process.env, PGHOST: '127.0.0.1', PGPORT: '5432', PGUSER: 'portal', PGPASSWORD: process.env.PGPASSWORD ?? 'portal' };
mkdirSync(BENCH_DIR, { recursive: true });

export function ensureK6() {
  if (existsSync(K6)) return;
  say(`building k6 ${K6_VERSION} into .data/bin (go install, about 90 s)`);
  const r = spawnSync('go', ['install', `go.k6.io/k6@${K6_VERSION}`], { stdio: 'inherit', env: { ...process.env, GOBIN: path.dirname(K6) } });
  if (r.status !== 0) throw new Error('go install of k6 failed');
}

export async function gatewayUp() {
  try {
    return (await fetch(`${GATEWAY}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Starts `npm start` (its profile, request budgets ×1000 for the load) and resolves once it printed its ready line. */
export function startPlatform() {
  say('starting the platform (npm start, RATE_LIMIT_FACTOR=1000); log in .data/bench/start.log');
  const log = createWriteStream(path.join(BENCH_DIR, 'start.log'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      log.write(chunk);
      const ready = /ready in ([\d.]+) s/.exec(String(chunk));
      if (ready) resolve({ child, readySeconds: Number(ready[1]) });
    });
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready: see .data/bench/start.log`)));
  });
}

export function stopPlatform(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** Stops the platform the run started (when it started one) and ends the process, with exit code 1 when `failed`. */
export async function endBench(platform, failed) {
  if (platform) {
    say('stopping the platform started for the benchmark');
    await stopPlatform(platform.child);
  }
  process.exit(failed ? 1 : 0);
}

/**
 * Points the test support code (tests/dist/support) at the `npm start` platform: development profile, plain local
 * connections; set-up calls over NATS use the seed's NATS user (the platform has no `tests` user outside npm test).
 */
export function useDevPlatformSupport() {
  Object.assign(process.env, {
    TEST_GATEWAY_URL: GATEWAY,
    NATS_URL: 'nats://127.0.0.1:4222',
    PORTAL_PROFILE: 'development',
    PORTAL_DB_SUFFIX: '',
    KEYCLOAK_URL: 'http://localhost:8180',
    ...natsCredentials('seed'),
  });
}
