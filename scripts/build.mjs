#!/usr/bin/env node
// Builds everything in dependency order, in two lanes that share the machine's 2 cores:
//   contracts, then  ┬ backend:   service-kit → the gateway and the five services (Prisma client + tsc), two at a time → tests
//                    └ frontends: one type-check of web-core and the apps (with --typecheck), then rspack per app
// tsc is single-threaded, so the lanes overlap well. A step's output is printed when it ends, in one piece.
// A step whose inputs are the same as an earlier build's on this machine takes that build's outputs from the
// build cache instead (scripts/lib/build-cache.mjs; PORTAL_BUILD_CACHE=off builds everything).
// Usage: node scripts/build.mjs [--skip-frontends] [--typecheck] [--skip-contracts | --contracts-only]   (--typecheck
// also type-checks the frontends; --skip-contracts: contracts/dist is already built, by the caller)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCacheEnabled, buildKey, restoreBuild, saveBuild } from './lib/build-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'];
const SERVICE_KIT = 'libs/service-kit';
/**
 * Built after service-kit and before the tests (which read the services' Prisma clients and the gateway's
 * testing entry), a few at a time: each is a short tsc run whose start-up leaves a core idle, so two lanes
 * of them beside the frontends' lane keep the cores busy. The gateway, the longest, goes first.
 */
const BACKEND_AFTER_KIT = ['gateway', ...SERVICES.map((s) => `services/${s}`)];
const BACKEND_LANES = 2;

/** Runs `work` on every item, at most `lanes` at a time; rejects with the first failure once the started ones end. */
async function inPool(items, lanes, work) {
  const queue = [...items];
  const lane = async () => {
    while (queue.length) await work(queue.shift());
  };
  const results = await Promise.allSettled(Array.from({ length: lanes }, lane));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Runs one build step; resolves when it succeeded, rejects (after printing its output) when it failed; `echo` prints it on success too. */
function step(label, cmd, args, { echo = false } = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // No Prisma update check: it spawns a process per generate that tries to reach an outside host.
      env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        if (echo) process.stdout.write(output);
        console.log(`[build] ${label} ok (${seconds} s)`);
        resolve();
      } else {
        process.stderr.write(output);
        console.error(`[build] ${label} failed`);
        reject(new Error(`${label} failed`));
      }
    });
  });
}

/** The frontends' apps, each bundled into its own dist/ (frontends/build-all.mjs). */
const FRONTEND_APPS = ['shell', 'dashboard', 'money', 'settings', 'support', 'admin'];
const KIT_AND_CONTRACTS = ['contracts', SERVICE_KIT];

/**
 * Each build step's inputs (folders), outputs, the steps it builds on and the environment it reads: the key of
 * its entry in the build cache (scripts/lib/build-cache.mjs).
 */
const BUILD_STEPS = {
  contracts: { folders: ['contracts'], outputs: ['contracts/dist'], after: [] },
  [SERVICE_KIT]: { folders: [SERVICE_KIT], outputs: [`${SERVICE_KIT}/dist`], after: ['contracts'] },
  gateway: { folders: ['gateway'], outputs: ['gateway/dist'], after: KIT_AND_CONTRACTS },
  ...Object.fromEntries(
    SERVICES.map((s) => [
      `services/${s}`,
      { folders: [`services/${s}`], outputs: [`services/${s}/dist`, `services/${s}/src/generated`], after: KIT_AND_CONTRACTS },
    ]),
  ),
  tests: { folders: ['tests', 'scripts/infra'], outputs: ['tests/dist'], after: [...KIT_AND_CONTRACTS, ...BACKEND_AFTER_KIT] },
  // The bundles only: the type-check (--typecheck) always runs. Test files and their helpers are in no bundle.
  frontends: {
    folders: ['frontends'],
    skip: /\.test\.tsx?$|^frontends\/web-core\/testing\//,
    outputs: FRONTEND_APPS.map((app) => `frontends/${app}/dist`),
    after: ['contracts'],
    env: ['NODE_ENV', 'PORTAL_URL', 'PORTAL_DEV_PORT'],
  },
};

const stepOf = (name) => ({ name, ...BUILD_STEPS[name] });
const keys = new Map();
/** A step's cache key (its dependencies' keys first); null when the cache is off or the inputs cannot be listed. */
function keyOf(name) {
  if (!buildCacheEnabled()) return null;
  if (!keys.has(name)) {
    const after = BUILD_STEPS[name].after.map(keyOf);
    keys.set(name, after.includes(null) ? null : buildKey(root, stepOf(name), after));
  }
  return keys.get(name);
}

/** Runs a build step unless the cache holds its outputs for the same inputs; keeps the outputs of a run. */
async function cached(name, run) {
  const key = keyOf(name);
  const info = stepOf(name);
  if (key && restoreBuild(root, info, key)) {
    console.log(`[build] ${name} ok (cached ${key.slice(0, 8)})`);
    return;
  }
  await run();
  if (key) saveBuild(root, info, key);
}

/** One workspace's `npm run build`, from the cache when its inputs are unchanged. */
export const buildWorkspace = (ws) => cached(ws, () => step(ws, 'npm', ['run', 'build', '--silent', '--workspace', ws]));

export async function buildAll({ frontends = true, typecheck = false, contracts = true } = {}) {
  const started = Date.now();
  if (contracts) await buildWorkspace('contracts');
  const backend = (async () => {
    await buildWorkspace(SERVICE_KIT);
    await inPool(BACKEND_AFTER_KIT, BACKEND_LANES, buildWorkspace);
    await buildWorkspace('tests');
  })();
  const bundles = () => cached('frontends', () => step('frontends', process.execPath, ['frontends/build-all.mjs'], { echo: true }));
  const web = !frontends
    ? Promise.resolve()
    : typecheck
      ? step('frontends type-check', process.execPath, ['frontends/build-all.mjs', '--typecheck-only'], { echo: true }).then(bundles)
      : bundles();
  const results = await Promise.allSettled([backend, web]);
  if (results.some((r) => r.status === 'rejected')) process.exit(1);
  console.log(`[build] all done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url !== `file://${process.argv[1]}`) {
  // Imported (SERVICES, buildAll): nothing runs.
} else if (process.argv.includes('--contracts-only')) {
  await buildWorkspace('contracts').catch(() => process.exit(1));
} else {
  await buildAll({
    frontends: !process.argv.includes('--skip-frontends'),
    typecheck: process.argv.includes('--typecheck'),
    contracts: !process.argv.includes('--skip-contracts'),
  });
}
