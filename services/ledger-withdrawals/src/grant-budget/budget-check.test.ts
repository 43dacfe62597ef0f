import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { checkBudget } from './budget-check.js';

const line = { budgetCents: 10_000n, spentCents: 4_000n, committedCents: 1_000n };

test('a payment up to the remaining cent fits; one cent more is refused under block and flagged under warn', () => {
  assert.deepEqual(checkBudget(line, 'block', 5_000n), { outcome: 'fits' });
  assert.deepEqual(checkBudget(line, 'block', 5_001n), { outcome: 'refused', remainingCents: 5_000n });
  assert.deepEqual(checkBudget(line, 'warn', 5_001n), { outcome: 'flagged', remainingCents: 5_000n });
});

test('a grant without a budget counts payments but never refuses or flags them', () => {
  assert.deepEqual(checkBudget(null, 'block', 1_000_000n), { outcome: 'fits' });
});
