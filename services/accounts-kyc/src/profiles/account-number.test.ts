import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { accountSerial, formatAccountNumber, isValidAccountNumber, luhnCheckDigit, randomAccountNumber } from './account-number.js';

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

test('random account numbers are valid, spread over the whole serial range and not in sequence', () => {
  const numbers = Array.from({ length: 2000 }, () => randomAccountNumber());
  for (const n of numbers) {
    assert.match(n, /^7700\d{8}$/);
    assert.equal(isValidAccountNumber(n), true, n);
  }
  const serials = numbers.map(accountSerial);
  // 2,000 draws from ten million: about 0.2 repeats are expected, and 0.0004 numbers one away from the one before.
  assert.ok(new Set(serials).size >= numbers.length - 5, 'nearly all distinct');
  const steps = serials.slice(1).map((s, i) => Math.abs(s - serials[i]!));
  assert.ok(steps.filter((d) => d === 1).length <= 1, 'numbers do not follow each other');
  // Each tenth of the range gets about 200 of them; a sequence would put all of them in one.
  const tenths = new Array<number>(10).fill(0);
  for (const s of serials) tenths[Math.floor(s / 1_000_000)]! += 1;
  assert.ok(
    tenths.every((count) => count > 120 && count < 280),
    `spread over the range: ${tenths.join(', ')}`,
  );
});
