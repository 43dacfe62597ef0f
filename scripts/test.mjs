#!/usr/bin/env node
// `npm test`: installs and builds what is needed, starts a separate test copy of the platform on
// the real servers (fresh `_test` databases, NATS on 4223, gateway on 3100), seeds it, runs the unit,
// integration and browser tests in one node:test run, and stops what it started.
// Usage: npm test [-- unit|integration|e2e ...]   (default: all)
import { readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROFILES, ROOT, installDependencies, build, startInfrastructure, startApps, seed, stopPlatform, appEnvironment, say } from './lib/platform.mjs';

const started = Date.now();
const profile = PROFILES.test;
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const suites = requested.length ? requested : ['unit', 'integration', 'e2e'];

function findTests(dir, { skip = [] } = {}) {
  const out = [];
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const full = path.join(dir, name);
    if (skip.includes(name) || name === 'node_modules') continue;
    if (statSync(full).isDirectory()) out.push(...findTests(full, { skip }));
    else if (/\.test\.m?js$/.test(name)) out.push(full);
  }
  return out;
}

function unitTestFiles() {
  const roots = ['contracts/dist', 'libs/service-kit/dist', 'gateway/dist',
    ...['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'].map((s) => `services/${s}/dist`)];
  return roots.flatMap((r) => findTests(path.join(ROOT, r), { skip: ['generated'] }));
}

let infra;
let handles = [];
let code = 1;
try {
  installDependencies();
  build({ typecheck: true });
  const files = [
    ...(suites.includes('unit') ? unitTestFiles() : []),
    ...(suites.includes('integration') ? [...findTests(path.join(ROOT, 'scripts/infra/test')), ...findTests(path.join(ROOT, 'tests/dist/integration'))] : []),
    ...(suites.includes('e2e') ? findTests(path.join(ROOT, 'tests/dist/e2e')) : []),
  ];
  const needsPlatform = suites.some((s) => s !== 'unit');
  if (needsPlatform) {
    ({ infra, handles } = await startInfrastructure(profile, { freshDatabases: true }));
    const url = await startApps(profile, infra, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', STATUS_CACHE_MS: '5000', STATUS_RECHECK_MS: '4000' });
    await seed(profile);
    say(`test platform ready at ${url} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  say(`running ${files.length} test files (${suites.join(', ')})`);
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=180000', ...files], {
    cwd: ROOT, stdio: 'inherit',
    env: { ...appEnvironment(profile), TEST_GATEWAY_URL: `http://localhost:${profile.gatewayPort}` },
  });
  code = result.status ?? 1;
} catch (error) {
  console.error(`[portal] test run failed: ${error.stack ?? error.message}`);
  code = 1;
} finally {
  await stopPlatform(infra, handles);
  say(`npm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s with exit code ${code}`);
  process.exit(code);
}
