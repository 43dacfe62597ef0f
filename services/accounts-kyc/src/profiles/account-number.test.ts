import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { formatAccountNumber, isValidAccountNumber, luhnCheckDigit } from './account-number.js';

test('account numbers have 12 digits with a valid check digit', () => {
  const n = formatAccountNumber(1000001n);
  assert.match(n, /^7700\d{8}$/);
  assert.equal(isValidAccountNumber(n), true);
});

test('a single mistyped digit is detected', () => {
  const n = formatAccountNumber(1234567);
  const wrong = n.slice(0, 5) + ((Number(n[5]) + 1) % 10) + n.slice(6);
  assert.equal(isValidAccountNumber(wrong), false);
});

test('luhn check digit of a known value', () => {
  assert.equal(luhnCheckDigit('7992739871'), 3);
});
