import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { slowestFiles, summaryLine } from './jest-summary-reporter.mjs';

const results = (counts) => ({ numPassedTests: 0, numFailedTests: 0, numRuntimeErrorTestSuites: 0, numPendingTests: 0, numTodoTests: 0, ...counts });

test('passed and failed are always there, skipped only when something was skipped', () => {
  assert.equal(summaryLine(results({ numPassedTests: 135 })), '135 passed, 0 failed');
  assert.equal(summaryLine(results({ numPassedTests: 3, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 })), '3 passed, 2 failed, 2 skipped');
});

test('a test file that could not run counts as a failure', () => {
  assert.equal(summaryLine(results({ numPassedTests: 10, numRuntimeErrorTestSuites: 1 })), '10 passed, 1 failed');
});

test('the slowest files come first, with their start in the run, at most the number asked for', () => {
  const files = [
    { file: 'a.test.js', startedAt: 0, seconds: 2 },
    { file: 'b.test.js', startedAt: 3.2, seconds: 40.25 },
    { file: 'c.test.js', startedAt: 10, seconds: 7 },
  ];
  assert.equal(slowestFiles(files, 2), ['slowest test files (of 3):', '    40.3 s  from    3 s  b.test.js', '     7.0 s  from   10 s  c.test.js'].join('\n'));
});
