// After a failed test run the apps' error lines are printed: every error or fatal line of each app's log,
// oldest first across apps, without the platform's own NATS disconnect at its stop, and never more than asked.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceErrors } from '../lib/service-errors.mjs';

const line = (level, time, msg) => JSON.stringify({ level, time, msg });

test('error and fatal lines of every log file given, oldest first, without the stop noise, at most the limit', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'service-errors-'));
  writeFileSync(
    path.join(dir, 'ledger-test.log'),
    [line(30, 1, 'listening'), line(50, 4, 'deadlock detected'), 'not json', line(50, 9, 'NatsError: type: "disconnect".')].join('\n'),
  );
  writeFileSync(path.join(dir, 'payments-test2.log'), [line(60, 2, 'out of memory'), line(40, 3, 'slow')].join('\n'));

  const files = ['ledger', 'payments', 'gateway'].flatMap((app) => ['-test', '-test2'].map((slot) => path.join(dir, `${app}${slot}.log`)));
  const errors = serviceErrors(files);
  assert.equal(errors.length, 2);
  assert.match(errors[0], /^payments-test2: .*out of memory/);
  assert.match(errors[1], /^ledger-test: .*deadlock detected/);

  assert.deepEqual(
    serviceErrors(files, { limit: 1 }).map((e) => e.split(':')[0]),
    ['ledger-test'],
  );
});
