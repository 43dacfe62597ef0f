// The benchmarks name the machine's page-out of idle memory (scripts/lib/machine.mjs): read from a DAMON sysfs tree.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, test } from '@jest/globals';
import { idlePageOut, machineDescription } from '../lib/machine.mjs';

const roots = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A sysfs tree with one kdamond whose one context has the given schemes. */
function sysfs({ state = 'on', schemes }) {
  const root = mkdtempSync(path.join(tmpdir(), 'sysfs-'));
  roots.push(root);
  const file = (rel, text) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), `${text}\n`);
  };
  const kdamond = 'kernel/mm/damon/admin/kdamonds/0';
  file(`${kdamond}/state`, state);
  file(`${kdamond}/contexts/0/monitoring_attrs/intervals/aggr_us`, '5000000');
  schemes.forEach(({ action, ageMin }, i) => {
    const scheme = `${kdamond}/contexts/0/schemes/${i}`;
    file(`${scheme}/action`, action);
    file(`${scheme}/access_pattern/age/min`, String(ageMin));
    file(`${scheme}/quotas/bytes`, String(128 * 2 ** 20));
    file(`${scheme}/quotas/reset_interval_ms`, '1000');
  });
  return root;
}

test('a running pageout scheme: idle seconds from its minimum age in aggregation intervals, and its quota a second', () => {
  const root = sysfs({
    schemes: [
      { action: 'stat', ageMin: 1 },
      { action: 'pageout', ageMin: 12 },
    ],
  });
  assert.deepEqual(idlePageOut(root), { idleS: 60, bytesPerS: 128 * 2 ** 20 });
  assert.match(machineDescription(root), /, memory idle for 60 s paged out by the kernel \(DAMON pageout, up to 128 MB\/s\)$/);
});

test('no page-out named when the kdamond is off, its schemes do not page out, or there is no DAMON', () => {
  assert.equal(idlePageOut(sysfs({ state: 'off', schemes: [{ action: 'pageout', ageMin: 12 }] })), undefined);
  assert.equal(idlePageOut(sysfs({ schemes: [{ action: 'lru_prio', ageMin: 12 }] })), undefined);
  const none = mkdtempSync(path.join(tmpdir(), 'sysfs-'));
  roots.push(none);
  assert.equal(idlePageOut(none), undefined);
  assert.doesNotMatch(machineDescription(none), /paged out/);
});
