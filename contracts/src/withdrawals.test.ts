import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { checkWithdrawalAmount, isFinalWithdrawalStatus, parseWithdrawalAmount, WithdrawalMessages } from './withdrawals.js';

const limits = { currentBalance: 50_000, currentQuarterLabel: 'Q2', currentQuarterRemaining: 30_000 };

test('withdrawal amounts: more than zero, within the balance, then within the quarter, first failure wins', () => {
  assert.equal(checkWithdrawalAmount(0, limits), WithdrawalMessages.greaterThanZero);
  assert.equal(checkWithdrawalAmount(60_000, limits), 'Insufficient balance. Available: $500.00');
  assert.equal(checkWithdrawalAmount(40_000, limits), 'Exceeds Q2 limit. Available this quarter: $300.00');
  assert.equal(checkWithdrawalAmount(30_000, limits), null);
  assert.equal(checkWithdrawalAmount(1, { ...limits, currentQuarterRemaining: -5 }), 'Exceeds Q2 limit. Available this quarter: $0.00');
});

test('a typed withdrawal amount is dollars with at most two decimals', () => {
  assert.deepEqual(parseWithdrawalAmount('100.5'), { ok: true, cents: 10_050 });
  for (const text of ['', '  ', 'abc', '1.234', '-5'])
    assert.deepEqual(parseWithdrawalAmount(text), { ok: false, message: WithdrawalMessages.validAmount }, text);
});

test('completed and failed withdrawals are final', () => {
  assert.deepEqual((['pending', 'processing', 'completed', 'failed'] as const).map(isFinalWithdrawalStatus), [false, false, true, true]);
});
