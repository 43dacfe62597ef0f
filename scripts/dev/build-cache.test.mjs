// The build cache: a step's key follows every input (a file's contents, a new file, a dependency's key, an
// environment variable it reads) and nothing else; a restore gives back the outputs as they were built, and
// what is done to them afterwards never reaches the cache.
import { afterAll, beforeAll, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildKey, restoreBuild, saveBuild } from '../lib/build-cache.mjs';

let base;
let root;
let previousCache;
const step = { name: 'libs/thing', folders: ['libs/thing'], outputs: ['libs/thing/dist'], env: ['THING_MODE'] };
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

beforeAll(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
  previousCache = process.env.PORTAL_TOOL_CACHE;
  process.env.PORTAL_TOOL_CACHE = path.join(base, 'cache');
  root = path.join(base, 'repo');
  mkdirSync(root);
  git('init', '-q');
  write('.gitignore', 'dist/\n');
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('libs/thing/src/index.ts', 'export const a = 1;\n');
  write('libs/other/src/index.ts', 'export const b = 1;\n');
  git('add', '-A');
});
afterAll(() => {
  if (previousCache === undefined) delete process.env.PORTAL_TOOL_CACHE;
  else process.env.PORTAL_TOOL_CACHE = previousCache;
  rmSync(base, { recursive: true, force: true });
});

test("a key follows the step's files, new ones, its dependencies and its environment, and nothing else", () => {
  const first = buildKey(root, step, ['dep-1']);
  assert.match(first, /^[0-9a-f]{32}$/);
  assert.equal(buildKey(root, step, ['dep-1']), first, 'the same inputs give the same key');

  write('libs/other/src/index.ts', 'export const b = 2;\n');
  write('libs/thing/dist/index.js', 'built');
  assert.equal(buildKey(root, step, ['dep-1']), first, "another step's files and the step's own (ignored) outputs do not count");

  write('libs/thing/src/index.ts', 'export const a = 2;\n');
  const edited = buildKey(root, step, ['dep-1']);
  assert.notEqual(edited, first, 'an uncommitted edit counts');
  write('libs/thing/src/extra.ts', 'export {};\n');
  const added = buildKey(root, step, ['dep-1']);
  assert.notEqual(added, edited, 'a new file counts before it is added to git');
  assert.notEqual(buildKey(root, step, ['dep-2']), added, "a dependency's key counts");
  write('package-lock.json', '{"lockfileVersion":3}');
  assert.notEqual(buildKey(root, step, ['dep-1']), added, 'the lock file counts');

  const withLock = buildKey(root, step, ['dep-1']);
  process.env.THING_MODE = 'production';
  try {
    assert.notEqual(buildKey(root, step, ['dep-1']), withLock, 'an environment variable the step reads counts');
  } finally {
    delete process.env.THING_MODE;
  }
  assert.equal(buildKey(root, { ...step, skip: /extra\.ts$/ }, ['dep-1']), buildKey(root, { ...step, skip: /extra\.ts$/ }, ['dep-1']));
  assert.notEqual(buildKey(root, { ...step, skip: /extra\.ts$/ }, ['dep-1']), withLock, 'a skipped file does not count');
});

test('a restore gives back the outputs as built, replacing what is there; later writes never reach the entry', () => {
  const key = buildKey(root, step, []);
  assert.equal(restoreBuild(root, step, key), false, 'nothing kept yet');
  write('libs/thing/dist/index.js', 'built once');
  write('libs/thing/dist/nested/more.js', 'nested');
  saveBuild(root, step, key);

  write('libs/thing/dist/index.js', 'changed after the save');
  write('libs/thing/dist/stale.js', 'left by another build');
  assert.equal(restoreBuild(root, step, key), true);
  const dist = path.join(root, 'libs/thing/dist');
  assert.equal(readFileSync(path.join(dist, 'index.js'), 'utf8'), 'built once');
  assert.equal(readFileSync(path.join(dist, 'nested/more.js'), 'utf8'), 'nested');
  assert.equal(existsSync(path.join(dist, 'stale.js')), false, 'the output is replaced, not merged');

  writeFileSync(path.join(dist, 'index.js'), 'a test wrote here');
  assert.equal(restoreBuild(root, step, key), true);
  assert.equal(readFileSync(path.join(dist, 'index.js'), 'utf8'), 'built once', 'the entry kept its own copy');
});

test('only the newest few entries of a step are kept', () => {
  for (let i = 0; i < 6; i++) {
    write('libs/thing/dist/index.js', `build ${i}`);
    saveBuild(root, step, `key${i}`.padEnd(32, '0'));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5); // entries apart in time: newest is newest
  }
  const entries = readdirSync(path.join(process.env.PORTAL_TOOL_CACHE, 'builds', 'libs__thing'));
  assert.equal(entries.length, 4);
  assert.ok(entries.includes('key5'.padEnd(32, '0')), 'the newest is kept');
});
