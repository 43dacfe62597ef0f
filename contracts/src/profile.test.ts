import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { maskAccountNumber } from './profile.js';

test('an account number shows only its last 4 characters', () => {
  assert.equal(maskAccountNumber('0012345678'), '•••• 5678');
  assert.equal(maskAccountNumber('DE89 3704 0044 0532 0130 00'), '•••• 3000');
  assert.equal(maskAccountNumber('123'), '•••• 123');
  for (const none of ['', null, undefined]) assert.equal(maskAccountNumber(none), '—');
});
