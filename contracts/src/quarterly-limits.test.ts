import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { addMonths, monthsElapsed, parseCivilDate as d, quarterlySummary } from './quarterly-limits.js';

const base = { totalCents: 25_000_000, startDate: '2026-01-15', usedCents: [0, 0, 0, 0] as [number, number, number, number], balanceCents: 25_000_000 };

test('month arithmetic keeps the day or clamps to the month end (leap years included)', () => {
  assert.deepEqual(addMonths(d('2026-01-31'), 1), d('2026-02-28'));
  assert.deepEqual(addMonths(d('2024-01-31'), 1), d('2024-02-29'));
  assert.deepEqual(addMonths(d('2026-11-30'), 3), d('2027-02-28'));
  assert.deepEqual(addMonths(d('2026-08-31'), -6), d('2026-02-28'));
  assert.equal(monthsElapsed(d('2026-01-31'), d('2026-02-27')), 0);
  assert.equal(monthsElapsed(d('2026-01-31'), d('2026-02-28')), 1);
  assert.equal(monthsElapsed(d('2026-01-15'), d('2026-04-14')), 2);
  assert.equal(monthsElapsed(d('2026-01-15'), d('2026-04-15')), 3);
  assert.equal(monthsElapsed(d('2026-05-01'), d('2026-04-30')), 0, 'before the start');
});

test('first and last day of a quarter', () => {
  const first = quarterlySummary({ ...base, today: '2026-01-15' });
  assert.equal(first.currentQuarterLabel, 'Q1');
  assert.equal(first.currentQuarterPeriod, 'Jan 15, 2026 - Apr 14, 2026');
  assert.equal(first.daysRemainingInQuarter, 90);
  const last = quarterlySummary({ ...base, today: '2026-04-14' });
  assert.equal(last.currentQuarterLabel, 'Q1');
  assert.equal(last.daysRemainingInQuarter, 1);
  const next = quarterlySummary({ ...base, today: '2026-04-15' });
  assert.equal(next.currentQuarterLabel, 'Q2');
  assert.equal(next.currentQuarterPeriod, 'Apr 15, 2026 - Jul 14, 2026');
});

test("Q1–Q3: 33.33% of the total grant minus that quarter's usage", () => {
  const q2 = quarterlySummary({ ...base, usedCents: [5_000_000, 1_000_000, 0, 0], balanceCents: 19_000_000, today: '2026-06-01' });
  assert.equal(q2.currentQuarterLimit, 8_332_500, '33.33% of $250,000 is $83,325.00');
  assert.equal(q2.currentQuarterUsed, 1_000_000);
  assert.equal(q2.currentQuarterRemaining, 7_332_500);
  assert.equal(q2.warning, false);
  assert.equal(q2.withdrawalAllowed, true);
});

test('warning at 80% used, limit reached at 0 remaining', () => {
  const warn = quarterlySummary({ ...base, usedCents: [6_666_000, 0, 0, 0], today: '2026-02-01' });
  assert.equal(warn.warning, true, '6,666,000 / 8,332,500 = 80.0%');
  const below = quarterlySummary({ ...base, usedCents: [6_665_999, 0, 0, 0], today: '2026-02-01' });
  assert.equal(below.warning, false);
  const full = quarterlySummary({ ...base, usedCents: [8_332_500, 0, 0, 0], today: '2026-02-01' });
  assert.equal(full.currentQuarterRemaining, 0);
  assert.equal(full.limitReached, true);
  assert.equal(full.withdrawalAllowed, false);
});

test('Q4: the whole remaining balance, and the quarter is capped at Q4 after a year', () => {
  const q4 = quarterlySummary({ ...base, usedCents: [8_000_000, 8_000_000, 8_000_000, 100_000], balanceCents: 900_000, today: '2026-11-20' });
  assert.equal(q4.currentQuarterLabel, 'Q4');
  assert.equal(q4.currentQuarterLimit, 900_000);
  assert.equal(q4.currentQuarterRemaining, 900_000);
  assert.equal(q4.currentQuarterPeriod, 'Oct 15, 2026 - Jan 14, 2027');
  const later = quarterlySummary({ ...base, balanceCents: 500, today: '2028-03-01' });
  assert.equal(later.currentQuarterLabel, 'Q4');
  assert.equal(later.daysRemainingInQuarter, 0);
  assert.equal(later.currentQuarterRemaining, 500);
  assert.equal(quarterlySummary({ ...base, balanceCents: 0, today: '2026-12-01' }).withdrawalAllowed, false);
});

test('a grant starting on Feb 29 steps through month ends correctly', () => {
  const s = quarterlySummary({ ...base, startDate: '2024-02-29', today: '2024-05-28' });
  assert.equal(s.currentQuarterLabel, 'Q1');
  assert.equal(s.currentQuarterPeriod, 'Feb 29, 2024 - May 28, 2024');
  assert.equal(quarterlySummary({ ...base, startDate: '2024-02-29', today: '2024-05-29' }).currentQuarterLabel, 'Q2');
});
