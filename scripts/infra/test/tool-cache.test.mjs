// The machine's tool cache: a pinned tool is installed once per version and shared by every checkout; a
// failed or interrupted install never counts as installed; two checkouts installing at once take turns.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, test } from '@jest/globals';
import { cachedTool, toolCacheDir } from '../lib/tool-cache.mjs';

const LIB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../lib/tool-cache.mjs');
let cache;
const saved = process.env.PORTAL_TOOL_CACHE;

beforeEach(() => {
  cache = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-cache-'));
  process.env.PORTAL_TOOL_CACHE = cache;
});

afterEach(() => {
  if (saved === undefined) delete process.env.PORTAL_TOOL_CACHE;
  else process.env.PORTAL_TOOL_CACHE = saved;
  fs.rmSync(cache, { recursive: true, force: true });
});

test('PORTAL_TOOL_CACHE names the cache; a tool is installed once, later calls only find it', async () => {
  assert.equal(toolCacheDir(), cache);
  let installs = 0;
  const install = async (dir) => {
    installs += 1;
    fs.writeFileSync(path.join(dir, 'tool'), 'v1');
  };
  const first = await cachedTool('tool-1.0.0', install);
  const second = await cachedTool('tool-1.0.0', install);
  assert.equal(first, path.join(cache, 'tool-1.0.0'));
  assert.equal(second, first);
  assert.equal(installs, 1);
  assert.equal(fs.readFileSync(path.join(first, 'tool'), 'utf8'), 'v1');
});

test('a failed install leaves nothing behind and is tried again next time; a half-written folder is installed afresh', async () => {
  await assert.rejects(
    cachedTool('broken-1', async (dir) => {
      fs.writeFileSync(path.join(dir, 'part'), 'x');
      throw new Error('pip failed');
    }),
    /pip failed/,
  );
  assert.equal(fs.existsSync(path.join(cache, 'broken-1')), false);
  assert.equal(fs.existsSync(path.join(cache, 'broken-1.lock')), false);

  // a folder without its marker (an install killed half-way) does not count
  fs.mkdirSync(path.join(cache, 'killed-1'));
  fs.writeFileSync(path.join(cache, 'killed-1', 'stale'), 'x');
  const dir = await cachedTool('killed-1', async (into) => fs.writeFileSync(path.join(into, 'fresh'), 'y'));
  assert.equal(fs.readdirSync(dir).sort().join(' '), '.complete fresh');
});

test('a lock left by a process that died is taken over; names with a path in them are refused', async () => {
  fs.mkdirSync(path.join(cache, 'orphan-1.lock'));
  fs.writeFileSync(path.join(cache, 'orphan-1.lock', 'pid'), '999999999');
  const dir = await cachedTool('orphan-1', async (into) => fs.writeFileSync(path.join(into, 'ok'), ''));
  assert.ok(fs.existsSync(path.join(dir, 'ok')));
  await assert.rejects(
    cachedTool('../escape', async () => undefined),
    /not a tool folder name/,
  );
});

test('two processes installing the same tool at once: one installs, the other waits and finds it', async () => {
  const script = `
    import fs from 'node:fs';
    import path from 'node:path';
    import { setTimeout as sleep } from 'node:timers/promises';
    const { cachedTool } = await import(${JSON.stringify(LIB)});
    const dir = await cachedTool('shared-1', async (into) => {
      fs.appendFileSync(path.join(process.env.PORTAL_TOOL_CACHE, 'installs'), String(process.pid) + '\\n');
      await sleep(400);
      fs.writeFileSync(path.join(into, 'bin'), 'ok');
    });
    console.log(fs.readFileSync(path.join(dir, 'bin'), 'utf8'));`;
  const runOne = () =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, PORTAL_TOOL_CACHE: cache } });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(out))));
    });
  const outputs = await Promise.all([runOne(), runOne()]);
  assert.equal(outputs.map((o) => o.split('\n').pop()).join(' '), 'ok ok');
  assert.equal(fs.readFileSync(path.join(cache, 'installs'), 'utf8').trim().split('\n').length, 1);
});
