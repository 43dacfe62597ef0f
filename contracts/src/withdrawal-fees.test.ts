import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { quoteWithdrawal } from './withdrawal-fees.js';

test('bank transfer: 2% with a $5 minimum', () => {
  assert.deepEqual(quoteWithdrawal('bank_transfer', 100_000), { amountCents: 100_000, feeCents: 2_000, netCents: 98_000 });
  assert.equal(quoteWithdrawal('bank_transfer', 10_000).feeCents, 500, '$100 → 2% is $2, the minimum $5 applies');
  assert.equal(quoteWithdrawal('bank_transfer', 25_000).feeCents, 500, '$250 → exactly $5');
  assert.equal(quoteWithdrawal('bank_transfer', 25_100).feeCents, 502);
});

test('wire transfer: $25 + 3%', () => {
  assert.deepEqual(quoteWithdrawal('wire_transfer', 100_000), { amountCents: 100_000, feeCents: 5_500, netCents: 94_500 });
  assert.equal(quoteWithdrawal('wire_transfer', 1).feeCents, 2_500);
});

test('digital wallet: 1.5%, rounded half up to the cent', () => {
  assert.equal(quoteWithdrawal('digital_wallet', 100_000).feeCents, 1_500);
  assert.equal(quoteWithdrawal('digital_wallet', 33_333).feeCents, 500, '499.995 cents → 500');
  assert.equal(quoteWithdrawal('digital_wallet', 100).feeCents, 2, '1.5 cents → 2');
});

test('check: a flat $10', () => {
  assert.deepEqual(quoteWithdrawal('check', 123_456), { amountCents: 123_456, feeCents: 1_000, netCents: 122_456 });
});

test('no floating point: large amounts are exact', () => {
  assert.equal(quoteWithdrawal('digital_wallet', 9_007_199_254_7).feeCents, 1_351_079_888);
});
