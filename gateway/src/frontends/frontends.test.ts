import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerFrontends, wantsShell } from './frontends.js';

const SCRIPT = 'console.log("the shell");'.repeat(20);
let dir: string;
let app: FastifyInstance;

/** A build as rspack writes it: the file, its brotli and gzip copies and its source map. */
function writeBuilt(folder: string, name: string, content: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, name), content);
  writeFileSync(path.join(folder, `${name}.br`), brotliCompressSync(content));
  writeFileSync(path.join(folder, `${name}.gz`), gzipSync(content));
  writeFileSync(path.join(folder, `${name}.map`), '{"version":3}');
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'frontends-'));
  writeBuilt(path.join(dir, 'shell', 'dist'), 'main.0123abcd.js', SCRIPT);
  writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeBuilt(path.join(dir, 'money', 'dist'), 'remoteEntry.js', SCRIPT);
  app = Fastify();
  await registerFrontends(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test('bundles go out brotli- or gzip-compressed to browsers that accept it, as they are to others', async () => {
  for (const url of ['/main.0123abcd.js', '/remotes/money/remoteEntry.js']) {
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200, url);
    assert.equal(br.headers['content-encoding'], 'br', url);
    assert.deepEqual(br.rawPayload, brotliCompressSync(SCRIPT), url);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip', url);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined, url);
    assert.equal(plain.payload, SCRIPT, url);
  }
});

test('source maps are not served, and a map path does not get the shell either', async () => {
  for (const url of ['/main.0123abcd.js.map', '/remotes/money/remoteEntry.js.map']) {
    const answer = await app.inject({ url });
    assert.equal(answer.statusCode, 404, url);
    assert.ok(!answer.payload.includes('version'), url);
  }
  assert.equal(wantsShell('GET', '/main.0123abcd.js.map'), false);
  assert.equal(wantsShell('GET', '/withdrawals/history?tab=1'), true);
});
