import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { formatUsd, parseUsdToCents, centsToDecimalString } from './money.js';

test('formatUsd shows dollars with two decimals and thousands separators', () => {
  assert.equal(formatUsd(0), '$0.00');
  assert.equal(formatUsd(5), '$0.05');
  assert.equal(formatUsd(123456), '$1,234.56');
  assert.equal(formatUsd(100000000), '$1,000,000.00');
  assert.equal(formatUsd(-2500), '-$25.00');
});

test('formatUsd refuses fractions of a cent', () => {
  assert.throws(() => formatUsd(1.5), RangeError);
});

test('parseUsdToCents reads plain amounts exactly', () => {
  assert.equal(parseUsdToCents('0.1'), 10);
  assert.equal(parseUsdToCents('19.99'), 1999);
  assert.equal(parseUsdToCents(' 1000 '), 100000);
  assert.equal(parseUsdToCents('0.29'), 29);
  assert.equal(parseUsdToCents('1.005'), null);
  assert.equal(parseUsdToCents('-1'), null);
  assert.equal(parseUsdToCents('abc'), null);
  assert.equal(parseUsdToCents(''), null);
});

test('centsToDecimalString has no symbol or grouping', () => {
  assert.equal(centsToDecimalString(123456), '1234.56');
  assert.equal(centsToDecimalString(-7), '-0.07');
});
