import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { longestFirst, readDurations } from './jest-sequencer.mjs';

test('the longest files come first; equal ones by path', () => {
  const seconds = { 'a.test.js': 5, 'b.test.js': 70, 'c.test.js': 5, 'd.test.js': 12 };
  const tests = Object.keys(seconds).map((p) => ({ path: p }));
  assert.deepEqual(
    longestFirst(tests, (t) => seconds[t.path]).map((t) => t.path),
    ['b.test.js', 'd.test.js', 'a.test.js', 'c.test.js'],
  );
});

test('the committed durations are read; a missing or broken file gives none', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durations-'));
  const file = path.join(dir, 'durations.json');
  assert.deepEqual(readDurations(file), {});
  fs.writeFileSync(file, '{ not json');
  assert.deepEqual(readDurations(file), {});
  fs.writeFileSync(file, JSON.stringify({ 'tests/dist/e2e/x.test.js': 42.5 }));
  assert.deepEqual(readDurations(file), { 'tests/dist/e2e/x.test.js': 42.5 });
  assert.ok(Object.keys(readDurations()).length > 50, 'the committed file lists the suite');
});
