#!/usr/bin/env node
// Builds everything in dependency order, in two lanes that share the machine's 2 cores:
//   contracts, then  ┬ backend:   service-kit → the gateway and the five services (Prisma client + tsc), two at a time → tests
//                    └ frontends: one type-check of web-core and the apps (with --typecheck), then rspack per app
// tsc is single-threaded, so the lanes overlap well. A step's output is printed when it ends, in one piece.
// Usage: node scripts/build.mjs [--skip-frontends] [--typecheck] [--skip-contracts]   (--typecheck also type-checks the
// frontends; --skip-contracts: contracts/dist is already built, by the caller)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const workspace = (ws) => step(ws, 'npm', ['run', 'build', '--silent', '--workspace', ws]);

export async function buildAll({ frontends = true, typecheck = false, contracts = true } = {}) {
  const started = Date.now();
  if (contracts) await workspace('contracts');
  const backend = (async () => {
    await workspace(SERVICE_KIT);
    await inPool(BACKEND_AFTER_KIT, BACKEND_LANES, workspace);
    await workspace('tests');
  })();
  const web = frontends
    ? step('frontends', process.execPath, ['frontends/build-all.mjs', ...(typecheck ? ['--typecheck'] : [])], { echo: true })
    : Promise.resolve();
  const results = await Promise.allSettled([backend, web]);
  if (results.some((r) => r.status === 'rejected')) process.exit(1);
  console.log(`[build] all done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({
    frontends: !process.argv.includes('--skip-frontends'),
    typecheck: process.argv.includes('--typecheck'),
    contracts: !process.argv.includes('--skip-contracts'),
  });
}
