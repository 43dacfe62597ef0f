#!/usr/bin/env node
// `npm test`: installs what is needed, builds (while the servers boot; formatting, lint and the frontends'
// types are checked beside the build and the tests, and awaited last), starts a separate
// test copy of the platform on the real servers (fresh `_test` databases, NATS on 4223, gateway on 3100),
// seeds it, runs the unit, component, integration and browser tests with Jest in parallel workers and, at the same
// time, the `*.serial.test.ts` files one at a time on a second test slot (PROFILES.test2: `_test2` databases, NATS
// on 4225, gateway on 3200, its own mail catcher; started together with the first), and stops what it started. The serial files leave about half of the two cores idle; beside the others the whole run took
// 516 s against 626 s one after the other (2026-11-26, quiet machine). TEST_SECOND_SLOT=0 runs them after the
// others on the one slot; a run that selects only serial files uses the one slot too.
// The last line is the count over both: `N passed, N failed[, N skipped]`.
// Usage: npm test [-- unit|integration|e2e|component ...] [-- pattern ...]   (default: all; a pattern selects test files by path)
import { spawn, spawnSync } from 'node:child_process';
import { serviceErrors } from './lib/service-errors.mjs';
import {
  APPS,
  PROFILES,
  ROOT,
  appLogFile,
  installDependencies,
  startInfrastructure,
  startApps,
  seed,
  deleteLeftoverTestAdmins,
  stopPlatform,
  appEnvironment,
  say,
} from './lib/platform.mjs';

/** The Jest projects `npm test` runs (jest.config.mjs), each also a part of its own: `npm test -- <suite>`. */
const SUITES = ['unit', 'integration', 'e2e', 'component'];
const SUMMARY_LINE = /^\d+ passed, \d+ failed(, \d+ skipped)?$/;
const profile = PROFILES.test;
/** Where the serial files run beside the others (null: after them, on the first slot). */
const serialProfile = process.env.TEST_SECOND_SLOT === '0' ? null : PROFILES.test2;
/**
 * The suite signs up hundreds of recipients from one address in minutes: every request budget ×100 (the
 * rate-limit test reads it). Its PINs are hashed at bcrypt's lowest cost (some 400 a run; production and
 * development refuse a cost below 12 at start, and pin-hasher.test.ts proves the production hash is cost 12).
 */
const TEST_PLATFORM_ENV = {
  STATUS_CACHE_MS: '5000',
  STATUS_RECHECK_MS: '4000',
  RATE_LIMIT_FACTOR: '100',
  PIN_BCRYPT_COST: '4',
  GRANT_REMINDERS_SWEEP_MS: '2000',
  STATEMENT_NOTICES_SWEEP_MS: '2000',
  // Webhook retries 0.5 s, 1 s, 2 s … apart (production: 5 s, 10 s, 20 s …), the sweep every 5 s.
  WEBHOOK_RETRY_BASE_MS: '500',
  WEBHOOK_SWEEP_MS: '5000',
  WEBHOOK_RESEND_AFTER_MS: '10000',
};
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const requested = args.filter((a) => SUITES.includes(a));
const suites = requested.length ? requested : SUITES;
const patterns = args.filter((a) => !SUITES.includes(a));
const needsPlatform = suites.some((s) => s !== 'unit' && s !== 'component');

const started = Date.now();
const phases = [];
async function phase(name, work) {
  const t = Date.now();
  try {
    return await work();
  } finally {
    phases.push(`${name} ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
}

/** Runs a command to its end; rejects with `failure` when it exits non-zero. */
function runAsync(cmd, args, failure) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(failure))));
  });
}

/**
 * contracts/ first, alone: lint (typed rules) and the frontends' type-check read its dist/, which a build
 * beside them would be deleting and rewriting.
 */
const buildContracts = () => runAsync(process.execPath, ['scripts/build.mjs', '--contracts-only'], 'build of contracts failed');
const build = () => runAsync(process.execPath, ['scripts/build.mjs', '--skip-contracts'], 'build failed');
/**
 * The checks no test needs the output of (formatting, lint, the frontends' types: the bundles are built
 * without them) run beside the build and the tests at the tests' own priority: each is one single-threaded
 * process, so it takes a fair share of the cores while the tests run. At a low priority, four test workers
 * would starve them and the run would wait ~40 s at its end for lint on one core while the other sat idle.
 */
const checks = () =>
  Promise.all([
    runAsync('npm', ['run', '--silent', 'lint'], 'lint or format check failed (npm run lint; npm run format fixes the formatting)'),
    runAsync(process.execPath, ['frontends/build-all.mjs', '--typecheck-only'], 'type-check of the frontends failed'),
  ]);

/** Test files named `*.serial.test.ts` stop, kill or flood parts of the platform: they run alone, after the others. */
const SERIAL_FILE = /\.serial\.test\.[cm]?js$/;
/**
 * Parallel Jest workers for the other files: they mostly wait on the platform, so more workers than cores pay
 * off (parallel phase 383 s with three, 333 s with four, 2026-11-27 on the 2-core machine).
 */
const WORKERS = process.env.TEST_WORKERS ?? '4';
/** The parallel files' CPU priority beside the serial chain (their browsers and workers inherit it). */
const PARALLEL_NICENESS = Number(process.env.TEST_PARALLEL_NICENESS ?? 2);

function jestArgs(extra) {
  return ['--ci', '--forceExit', '--selectProjects', ...suites, ...extra];
}

/** The test files the run selects (suites and path patterns), as Jest itself resolves them. */
function listTests(env) {
  const args = ['run', '--silent', 'jest', '--', ...jestArgs(['--listTests', ...(patterns.length ? ['--testPathPatterns', ...patterns] : [])])];
  const r = spawnSync('npm', args, { cwd: ROOT, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`jest --listTests failed: ${r.stderr}`);
  return r.stdout.split('\n').filter((l) => l.startsWith('/'));
}

/**
 * Runs Jest (`npm run jest`: native ESM mode) on the given files; resolves with its exit code and its summary
 * line. With a `prefix`, every line it prints starts with it (two runs share the terminal).
 */
function runJest(env, files, extra, prefix = '', niceness = 0) {
  const args = jestArgs([...extra, '--runTestsByPath', ...files]);
  say(`${prefix}jest ${extra.join(' ')} (${files.length} files${niceness ? `, nice ${niceness}` : ''})`);
  const npm = ['npm', 'run', '--silent', 'jest', '--', ...args];
  const [command, ...commandArgs] = niceness ? ['nice', '-n', String(niceness), ...npm] : npm;
  const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ['inherit', 'pipe', prefix ? 'pipe' : 'inherit'] });
  let summary;
  const lineByLine = (stream, out, onLine = () => undefined) => {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      if (prefix) out.write(lines.map((l) => `${prefix}${l}\n`).join(''));
      else out.write(chunk);
      lines.forEach(onLine);
    });
    stream.on('end', () => pending && out.write(`${prefix}${pending}\n`));
  };
  lineByLine(child.stdout, process.stdout, (l) => {
    if (SUMMARY_LINE.test(l.trim())) summary = l.trim();
  });
  if (prefix) lineByLine(child.stderr, process.stderr);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, summary })));
}

/** Adds up `N passed, N failed[, N skipped]` lines; a group that printed none counts as one failure. */
function addSummaries(results) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const { summary } of results) {
    const [passed, failed, skipped] = (summary?.match(/\d+/g) ?? ['0', '1', '0']).map(Number);
    total.passed += passed;
    total.failed += failed;
    total.skipped += skipped ?? 0;
  }
  return `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
}

/** What the test files read to find their platform (support/platform.ts, the mail and pm2 helpers). */
function testEnvironment(p) {
  return {
    ...appEnvironment(p, TEST_PLATFORM_ENV),
    TEST_GATEWAY_URL: `http://localhost:${p.gatewayPort}`,
    TEST_PLATFORM_PROFILE: p.name,
    CHAOS_PM2_PROFILE: p.name,
  };
}

/** The second slot: its own servers (fresh `_test2` databases), apps and demo data, beside the first. */
const slot2 = { infra: undefined, handles: [] };
/**
 * Starts the second slot while the first one starts. Its demo data waits for `firstSeeded`: the first slot's
 * realm sync creates the demo users both slots' seeds rely on.
 */
async function startSecondSlot(firstSeeded) {
  ({ infra: slot2.infra, handles: slot2.handles } = await startInfrastructure(serialProfile, { freshDatabases: true }));
  const url = await startApps(serialProfile, slot2.infra, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...TEST_PLATFORM_ENV });
  await firstSeeded;
  await seed(serialProfile, { syncRealm: false });
  say(`second test slot ready at ${url} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return testEnvironment(serialProfile);
}

/** After a failed run: what the apps logged at error level, the reason behind a 500 or a 503 a test saw. */
function printServiceErrors() {
  const errors = serviceErrors([profile, serialProfile].filter(Boolean).flatMap((p) => APPS.map((app) => appLogFile(app, p))));
  if (errors.length === 0) return say('the apps logged no error during the run');
  say(`the apps' last ${errors.length} error lines (all in .data/logs):`);
  for (const line of errors) console.log(`  ${line}`);
}

/** The test files the run selects, split into those run in parallel and the serial ones. */
function selectedFiles(env) {
  const files = listTests(env);
  return { serial: files.filter((f) => SERIAL_FILE.test(f)), parallel: files.filter((f) => !SERIAL_FILE.test(f)) };
}

/**
 * The parallel files on several workers and, at the same time, the serial ones one at a time on the second
 * slot (`secondSlot`: its environment once it has started); without a second slot, the serial ones after the others.
 */
async function runTests(env, { serial, parallel }, secondSlot) {
  // Beside the serial files the parallel ones yield the CPU first: the serial files are one chain of requests
  // that each wait on the second slot, so every second they lose to contention is a second of the whole run.
  const niceness = secondSlot ? PARALLEL_NICENESS : 0;
  const runParallel = () => (parallel.length ? phase('parallel tests', () => runJest(env, parallel, [`--maxWorkers=${WORKERS}`], '', niceness)) : undefined);
  const runSerial = (serialEnv, prefix) => (serial.length ? phase('serial tests', () => runJest(serialEnv, serial, ['--runInBand'], prefix)) : undefined);
  let results;
  if (secondSlot) {
    const beside = secondSlot.then(
      (serialEnv) => runSerial(serialEnv, '[serial] '),
      (error) => {
        console.error(`[portal] the second test slot did not start: ${error.stack ?? error.message}`);
        return { code: 1, summary: '0 passed, 1 failed' };
      },
    );
    results = await Promise.all([runParallel(), beside]);
  } else {
    results = [await runParallel(), await runSerial(env, '')];
  }
  results = results.filter(Boolean);
  if (!results.length) return { code: 1, summary: '0 passed, 1 failed' };
  return { code: results.every((r) => r.code === 0) ? 0 : 1, summary: addSummaries(results) };
}

/**
 * The pinned tools of the deploy checks (go install, pip) and of the fuzz test (Schemathesis, pip) install in
 * the background while npm ci runs, instead of inside a test file's worker; on a machine that has them in its
 * tool cache (scripts/infra/lib/tool-cache.mjs) this only finds them. A failure here is only logged: the test
 * that needs the tool installs what is missing itself and reports the error.
 */
function installToolsInBackground() {
  const selects = (suite, file) => suites.includes(suite) && (!patterns.length || patterns.some((p) => file.includes(p)));
  const steps = [];
  if (selects('unit', 'scripts/dev/deploy-files.test.mjs'))
    steps.push("import('./scripts/infra/lib/deploy-check.mjs').then((m) => m.ensureDeployTools({ whileNpmInstalls: true }))");
  if (selects('integration', 'tests/dist/integration/fuzz.serial.test.js'))
    steps.push("import('./scripts/lib/schemathesis.mjs').then((m) => m.ensureSchemathesis())");
  if (!steps.length) return Promise.resolve();
  const script = `await Promise.all([${steps.join(', ')}]);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code) => {
      if (code !== 0) say(`installing the test tools failed (exit ${code}): the tests that use them will try again`);
      resolve();
    });
  });
}

let infra;
let handles = [];
let infraStarting;
let checking;
let code = 1;
let summary;
/**
 * On Ctrl-C or a stop signal, both slots' processes stop before the run ends (each slot's supervisor only
 * acts on a signal by itself when nothing else listens to it).
 */
for (const [signal, exitCode] of Object.entries({ SIGINT: 130, SIGTERM: 143, SIGHUP: 129 })) {
  process.once(signal, () => {
    say(`${signal}: stopping the test platform`);
    void Promise.allSettled([slot2.infra?.stop(), infra?.stop()]).finally(() => process.exit(exitCode));
  });
}
try {
  const tools = installToolsInBackground();
  await phase('install', installDependencies);
  // The servers (PostgreSQL, Keycloak, Redis, NATS, mail catcher) boot while lint and the build run.
  if (needsPlatform) {
    infraStarting = startInfrastructure(profile, { freshDatabases: true }).then((started) => ({ infra, handles } = started));
    infraStarting.catch(() => undefined);
  }
  await phase('contracts build', buildContracts);
  checking = phase('lint + type-check, beside', checks);
  checking.catch(() => undefined);
  await phase('build', build);
  const env = testEnvironment(profile);
  const files = selectedFiles(env);
  let secondSlot;
  if (needsPlatform) {
    let firstSeeded;
    const seeded = new Promise((resolve) => (firstSeeded = resolve));
    // The second slot (when serial files run beside others) starts together with the first.
    if (serialProfile && files.serial.length && files.parallel.length) {
      secondSlot = phase('second slot start', () => startSecondSlot(seeded));
      secondSlot.catch(() => undefined);
    }
    await phase('platform start', async () => {
      await infraStarting;
      // At info the processes write their request lines too, which the log-secrets test reads (no secret in any line).
      const url = await startApps(profile, infra, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...TEST_PLATFORM_ENV });
      await seed(profile);
      await deleteLeftoverTestAdmins(profile);
      firstSeeded();
      say(`test platform ready at ${url} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    });
  }
  await tools;
  // Read again once the platform has started: its start writes the install's NATS passwords (the tests' own
  // among them), which a fresh clone does not have before, and a build from the cache ends before it.
  ({ code, summary } = await runTests(needsPlatform ? testEnvironment(profile) : env, files, secondSlot));
  if (code !== 0 && needsPlatform) printServiceErrors();
  const failedCheck = await checking.then(
    () => null,
    (error) => error,
  );
  if (failedCheck) {
    console.error(`[portal] ${failedCheck.message}`);
    code = 1;
    summary = summary?.replace(/(\d+) failed/, (_, n) => `${Number(n) + 1} failed`);
  }
} catch (error) {
  console.error(`[portal] test run failed: ${error.stack ?? error.message}`);
  code = 1;
} finally {
  if (needsPlatform) {
    await infraStarting?.catch(() => undefined);
    await phase('platform stop', async () => {
      await stopPlatform(slot2.infra, slot2.handles);
      await stopPlatform(infra, handles);
    });
  }
  say(`npm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s with exit code ${code} (${phases.join(', ')})`);
  if (summary) console.log(summary);
  process.exit(code);
}
