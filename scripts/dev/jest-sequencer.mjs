// Jest test order: the longest files first, so no worker is left with a long file at the end of a run.
// Durations come from Jest's own cache (in the system's temporary folder, per project: it may hold the last run
// of another checkout on the same machine), else from scripts/dev/test-durations.json (committed, from a full
// run), else a middle guess. Refresh the committed
// file after a full run with: cp .data/test-durations.json scripts/dev/test-durations.json
import fs from 'node:fs';
import path from 'node:path';
import TestSequencer from '@jest/test-sequencer';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const COMMITTED = path.join(import.meta.dirname, 'test-durations.json');
/** Seconds assumed for a file no run has measured yet. */
const UNKNOWN_SECONDS = 10;

/** @returns {Record<string, number>} seconds by path relative to the repository */
export function readDurations(file = COMMITTED) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Longest first; ties by path, so the order is the same on every machine. */
export function longestFirst(tests, secondsOf) {
  return [...tests].sort((a, b) => secondsOf(b) - secondsOf(a) || (a.path < b.path ? -1 : 1));
}

export default class LongestFirstSequencer extends TestSequencer {
  sort(tests) {
    const committed = readDurations();
    const seconds = new Map(
      tests.map((test) => {
        const cachedMs = this._getCache(test)[test.path]?.[1];
        return [test.path, cachedMs != null ? cachedMs / 1000 : (committed[path.relative(ROOT, test.path)] ?? UNKNOWN_SECONDS)];
      }),
    );
    return longestFirst(tests, (test) => seconds.get(test.path));
  }
}
