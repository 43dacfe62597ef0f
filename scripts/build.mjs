#!/usr/bin/env node
// Builds everything in dependency order: contracts → service-kit → the five services (Prisma client
// + tsc) → gateway → tests → frontends. Sequential on purpose: the machine has 2 cores and each step is short.
// Usage: node scripts/build.mjs [--skip-frontends] [--typecheck]   (--typecheck also type-checks the frontends)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICES = ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support'];
const BACKEND = ['contracts', 'libs/service-kit', ...SERVICES.map((s) => `services/${s}`), 'gateway', 'tests'];

function step(label, cmd, args) {
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  if (r.status !== 0) {
    console.error(`[build] ${label} failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`[build] ${label} ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export function buildAll({ frontends = true, typecheck = false } = {}) {
  const started = Date.now();
  for (const ws of BACKEND) step(ws, 'npm', ['run', 'build', '--silent', '--workspace', ws]);
  if (frontends) step('frontends', process.execPath, ['frontends/build-all.mjs', ...(typecheck ? ['--typecheck'] : [])]);
  console.log(`[build] all done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ frontends: !process.argv.includes('--skip-frontends'), typecheck: process.argv.includes('--typecheck') });
}
