#!/usr/bin/env node
// A pruned deploy folder for one workspace of the monorepo (used by deploy/node-app.Dockerfile):
//   node deploy/prune-workspace.mjs <workspace> <out>   copies the lockfile, the root package.json naming only
//       the workspace and the @portal/* workspaces it depends on, and their built files (dist/, migrations/,
//       prisma/; no sources), every package.json without devDependencies
//   (cd <out> && npm install --omit=dev --offline)      installs their production dependencies at the locked
//       versions (devDependencies are dropped rather than omitted: a dev tool that is also an optional peer,
//       like `prisma` of @prisma/client, would otherwise stay)
//   node deploy/prune-workspace.mjs --trim <out>          drops what nothing loads at run time: source maps,
//       type declarations, READMEs, Prisma's query compilers for the databases we do not use
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const SKIP = new Set(['src', 'node_modules', 'test', 'tests', 'coverage']);
const SKIP_FILE = /^(tsconfig.*\.json|.*\.test\.[cm]?[jt]s|.*\.tsbuildinfo)$/;

function workspaceFolders(root) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.keys(lock.packages).filter((p) => p && !p.includes('node_modules/'));
}

function portalDeps(dir, byName, seen = new Set()) {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  seen.add(dir);
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    const ws = byName.get(name);
    if (ws && !seen.has(ws)) portalDeps(ws, byName, seen);
  }
  return seen;
}

function copyBuilt(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory() ? SKIP.has(entry.name) : SKIP_FILE.test(entry.name)) continue;
    const src = path.join(from, entry.name);
    if (entry.isDirectory()) copyBuilt(src, path.join(to, entry.name));
    else if (entry.isFile() && entry.name !== 'package.json' && !entry.name.endsWith('.map') && !entry.name.endsWith('.d.ts'))
      fs.copyFileSync(src, path.join(to, entry.name));
  }
}

const [first, second] = process.argv.slice(2);
if (first === '--trim') {
  trim(path.resolve(second));
  process.exit(0);
}
if (!first || !second) throw new Error('usage: prune-workspace.mjs <workspace> <out>');
const out = path.resolve(second);
const folders = workspaceFolders(ROOT);
const byName = new Map(
  folders.filter((ws) => fs.existsSync(path.join(ROOT, ws, 'package.json'))).map((ws) => [readJson(path.join(ROOT, ws, 'package.json')).name, ws]),
);
if (!folders.includes(first)) throw new Error(`${first} is not a workspace (known: ${folders.join(', ')})`);
const needed = [...portalDeps(first, byName)];
fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(out, 'package-lock.json'));
const root = readJson(path.join(ROOT, 'package.json'));
writeJson(path.join(out, 'package.json'), { ...root, workspaces: needed, devDependencies: undefined, scripts: undefined });
for (const ws of needed) {
  copyBuilt(path.join(ROOT, ws), path.join(out, ws));
  const pkg = readJson(path.join(ROOT, ws, 'package.json'));
  writeJson(path.join(out, ws, 'package.json'), { ...pkg, devDependencies: undefined });
}
console.log(`deploy folder ${out}: ${needed.join(', ')}`);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
function writeJson(file, value) {
  fs.writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

function trim(dir) {
  let bytes = 0;
  const drop = (file) => {
    bytes += fs.statSync(file).size;
    fs.rmSync(file);
  };
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && /(\.map|\.d\.[cm]?ts|\.md|\.markdown)$/i.test(entry.name) && !/^license/i.test(entry.name)) drop(file);
      else if (entry.isFile() && /^query_compiler_.*\.(cockroachdb|mysql|sqlite|sqlserver)\./.test(entry.name)) drop(file);
    }
  };
  walk(path.join(dir, 'node_modules'));
  console.log(`trimmed ${(bytes / 1e6).toFixed(1)} MB from ${dir}/node_modules`);
}
