#!/usr/bin/env node
// `npm test`: installs and builds what is needed, starts a separate test copy of the platform on
// the real servers (fresh `_test` databases, NATS on 4223, gateway on 3100), seeds it, runs the unit,
// integration and browser tests in one Jest run (one file at a time: they share the platform), and
// stops what it started. The last line says `N passed, N failed`.
// Usage: npm test [-- unit|integration|e2e ...]   (default: all)
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROFILES, ROOT, installDependencies, build, startInfrastructure, startApps, seed, stopPlatform, appEnvironment, say } from './lib/platform.mjs';

const started = Date.now();
const profile = PROFILES.test;
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const suites = requested.length ? requested : ['unit', 'integration', 'e2e'];

const RESULTS = path.join(ROOT, '.data', 'jest-results.json');

/** `N passed, N failed[, N skipped]` from Jest's JSON results; test files that could not run count as failed. */
function summaryLine() {
  try {
    const r = JSON.parse(readFileSync(RESULTS, 'utf8'));
    const skipped = r.numPendingTests + r.numTodoTests;
    return `${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed${skipped ? `, ${skipped} skipped` : ''}`;
  } catch {
    return '0 passed, 1 failed';
  }
}

let infra;
let handles = [];
let code = 1;
try {
  installDependencies();
  build({ typecheck: true });
  const needsPlatform = suites.some((s) => s !== 'unit');
  if (needsPlatform) {
    ({ infra, handles } = await startInfrastructure(profile, { freshDatabases: true }));
    const url = await startApps(profile, infra, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', STATUS_CACHE_MS: '5000', STATUS_RECHECK_MS: '4000' });
    await seed(profile);
    say(`test platform ready at ${url} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  say(`running the ${suites.join(', ')} tests on Jest`);
  const jest = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  rmSync(RESULTS, { force: true });
  const result = spawnSync(process.execPath, [
    '--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jest, '--runInBand', '--ci', '--forceExit', '--json', `--outputFile=${RESULTS}`, '--selectProjects', ...suites,
  ], {
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
  // The closing line CI reads.
  console.log(summaryLine());
  process.exit(code);
}
