import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { monthBounds, monthPeriod, statementMonths } from './statements.js';

test('statements are listed from the opening month to the last month that has ended, newest first', () => {
  const now = new Date('2026-03-05T10:00:00Z');
  assert.deepEqual(statementMonths('2025-11-20T08:00:00Z', now), ['2026-02', '2026-01', '2025-12', '2025-11']);
  // Opened this month: nothing has ended yet.
  assert.deepEqual(statementMonths('2026-03-01T00:00:00Z', now), []);
  // Opened on the last day of last month (UTC): that month has a statement.
  assert.deepEqual(statementMonths('2026-02-28T23:59:59Z', now), ['2026-02']);
  assert.deepEqual(statementMonths('not a date', now), []);
});

test('the list stops at its limit, across years', () => {
  const months = statementMonths('2020-01-01T00:00:00Z', new Date('2026-01-15T00:00:00Z'), 14);
  assert.equal(months.length, 14);
  assert.equal(months[0], '2025-12');
  assert.equal(months[13], '2024-11');
});

test('a month period runs from its first to its last day', () => {
  assert.deepEqual(monthPeriod('2024-02'), { from: '2024-02-01', to: '2024-02-29' });
  assert.deepEqual(monthPeriod('2026-12'), { from: '2026-12-01', to: '2026-12-31' });
});

test('a month’s bounds are its first UTC instant and the first instant of the next month, across a year end', () => {
  assert.deepEqual(monthBounds('2026-12'), { start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  assert.deepEqual(monthBounds('2026-02'), { start: new Date('2026-02-01T00:00:00Z'), end: new Date('2026-03-01T00:00:00Z') });
});
