#!/usr/bin/env node
// Builds every frontend in production mode, one after the other (2 cores: sequential is as fast and
// keeps memory low): the shell (Module Federation host) and each remote into its own dist/.
// web-core needs no build (the apps compile its TypeScript source). @portal/contracts is built
// first when its dist/ is missing. Exits non-zero on the first failure.
// Usage: node frontends/build-all.mjs [--typecheck | --typecheck-only] [name ...]   (--typecheck-only: types, no bundles)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const APPS = ['shell', 'dashboard', 'money', 'settings', 'support', 'admin'];

const argv = process.argv.slice(2);
const typecheckOnly = argv.includes('--typecheck-only');
const typecheck = typecheckOnly || argv.includes('--typecheck');
const only = argv.filter((a) => !a.startsWith('--'));
const unknown = only.filter((a) => !APPS.includes(a));
if (unknown.length) {
  console.error(`unknown frontend(s): ${unknown.join(', ')} (known: ${APPS.join(', ')})`);
  process.exit(2);
}
const apps = only.length ? only : APPS;

function bin(name) {
  for (const dir of [path.join(here, 'node_modules', '.bin'), path.join(root, 'node_modules', '.bin')]) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  throw new Error(`${name} is not installed: run npm install at the repository root`);
}

/** The TypeScript compiler web-core declares (the one every workspace builds with), wherever npm placed it. */
function workspaceTsc() {
  const manifest = createRequire(path.join(here, 'web-core', 'package.json')).resolve('typescript/package.json');
  return path.join(path.dirname(manifest), 'bin', 'tsc');
}

function run(label, command, args, cwd) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${label} failed after ${seconds}s (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${label} (${seconds}s)`);
}

const started = performance.now();

if (!existsSync(path.join(root, 'contracts', 'dist', 'index.js'))) {
  run('@portal/contracts build', 'npm', ['run', 'build', '--workspace', 'contracts'], root);
}

// One TypeScript program over web-core and every app (tsconfig.typecheck.json): web-core and the
// React types are checked once instead of once per app.
if (typecheck) run('typecheck web-core and the apps', workspaceTsc(), ['-p', 'tsconfig.typecheck.json', '--noEmit'], here);
if (typecheckOnly) process.exit(0);

const rspack = bin('rspack');
for (const app of apps) {
  run(`build ${app}`, rspack, ['build', '--config', 'rspack.config.mjs'], path.join(here, app));
  if (app === 'shell') run('prerender the landing page', process.execPath, ['prerender.mjs'], path.join(here, app));
}

console.log(`frontends built in ${((performance.now() - started) / 1000).toFixed(1)}s`);
