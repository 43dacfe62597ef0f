import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { summaryLine } from './jest-summary-reporter.mjs';

const results = (counts) => ({ numPassedTests: 0, numFailedTests: 0, numRuntimeErrorTestSuites: 0, numPendingTests: 0, numTodoTests: 0, ...counts });

test('passed and failed are always there, skipped only when something was skipped', () => {
  assert.equal(summaryLine(results({ numPassedTests: 135 })), '135 passed, 0 failed');
  assert.equal(summaryLine(results({ numPassedTests: 3, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 })), '3 passed, 2 failed, 2 skipped');
});

test('a test file that could not run counts as a failure', () => {
  assert.equal(summaryLine(results({ numPassedTests: 10, numRuntimeErrorTestSuites: 1 })), '10 passed, 1 failed');
});
