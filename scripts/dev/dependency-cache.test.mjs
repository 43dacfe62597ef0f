// The machine's cache of installed node_modules: a clone of the same dependency set gets the same files without
// `npm ci`, a changed manifest misses it, and an entry whose shared files were rewritten is never used again.
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dependencyKey, restoreDependencies, saveDependencies, workspaceFolders } from '../lib/dependency-cache.mjs';

const NPM = { npmVersion: '11.0.0' };
let base;
let previousCache;

beforeAll(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'dependency-cache-'));
  previousCache = process.env.PORTAL_TOOL_CACHE;
  process.env.PORTAL_TOOL_CACHE = path.join(base, 'cache');
});
afterAll(() => {
  if (previousCache === undefined) delete process.env.PORTAL_TOOL_CACHE;
  else process.env.PORTAL_TOOL_CACHE = previousCache;
  rmSync(base, { recursive: true, force: true });
});

function write(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A checkout as git gives it: manifests and lock file, no node_modules. */
function checkout(name, { libVersion = '1.0.0' } = {}) {
  const root = path.join(base, name);
  write(path.join(root, 'package.json'), JSON.stringify({ name: 'root', workspaces: ['libs/*', 'app'] }));
  write(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  write(path.join(root, 'libs/a/package.json'), JSON.stringify({ name: 'a', version: libVersion }));
  write(path.join(root, 'app/package.json'), JSON.stringify({ name: 'app' }));
  mkdirSync(path.join(root, 'libs/not-a-package'), { recursive: true });
  return root;
}

/** What `npm ci` would leave: packages, npm's record and a workspace's own folder. */
function install(root) {
  write(path.join(root, 'node_modules/left-pad/index.js'), 'export default 1;');
  write(path.join(root, 'node_modules/.package-lock.json'), '{"installed":true}');
  write(path.join(root, 'libs/a/node_modules/typescript/package.json'), '{"version":"7.0.0"}');
}

test('the workspaces are the root and every package folder the patterns name', () => {
  const root = checkout('folders');
  assert.deepEqual(workspaceFolders(root), ['.', 'app', 'libs/a']);
});

test('a second clone of the same dependency set gets the installed files back, and a changed manifest misses', () => {
  const first = checkout('first');
  install(first);
  const key = dependencyKey(first, NPM);
  saveDependencies(first, key);

  const second = checkout('second');
  assert.equal(dependencyKey(second, NPM), key);
  assert.equal(restoreDependencies(second, key), 3);
  assert.equal(readFileSync(path.join(second, 'node_modules/left-pad/index.js'), 'utf8'), 'export default 1;');
  assert.ok(existsSync(path.join(second, 'libs/a/node_modules/typescript/package.json')));
  // npm's record is the clone's own file (npm rewrites it in place), newer than the lock file.
  const record = statSync(path.join(second, 'node_modules/.package-lock.json'));
  assert.equal(record.nlink, 1);
  assert.ok(record.mtimeMs >= statSync(path.join(second, 'package-lock.json')).mtimeMs);

  assert.notEqual(dependencyKey(checkout('bumped', { libVersion: '1.0.1' }), NPM), key);
  // A script npm ci does not run changes nothing installed; one it runs does.
  const scripted = checkout('scripted');
  write(path.join(scripted, 'libs/a/package.json'), JSON.stringify({ name: 'a', version: '1.0.0', scripts: { lint: 'eslint .' } }));
  assert.equal(dependencyKey(scripted, NPM), key);
  write(path.join(scripted, 'libs/a/package.json'), JSON.stringify({ name: 'a', version: '1.0.0', scripts: { prepare: 'node hooks.mjs' } }));
  assert.notEqual(dependencyKey(scripted, NPM), key);
  assert.notEqual(dependencyKey(second, { npmVersion: '11.1.0' }), key);
});

test('an entry whose shared files were rewritten in place is removed, not restored', () => {
  const first = checkout('written-first');
  write(path.join(first, 'libs/a/package.json'), JSON.stringify({ name: 'a', version: '2.0.0' }));
  install(first);
  const key = dependencyKey(first, NPM);
  saveDependencies(first, key);
  const second = checkout('written-second');
  write(path.join(second, 'libs/a/package.json'), JSON.stringify({ name: 'a', version: '2.0.0' }));
  assert.equal(restoreDependencies(second, key), 3);

  // An in-place write reaches the cache through the hard link; the next restore notices and installs afresh.
  writeFileSync(path.join(second, 'node_modules/left-pad/index.js'), 'export default 2; // patched');
  const third = checkout('written-third');
  assert.equal(restoreDependencies(third, key), null);
  assert.ok(!existsSync(path.join(third, 'node_modules')));
  assert.ok(!readdirSync(path.join(base, 'cache', 'node-modules')).includes(key));
});

test('without an entry nothing is restored', () => {
  const root = checkout('empty');
  assert.equal(restoreDependencies(root, 'f'.repeat(32)), null);
});
