import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { isAccountNumber, isRoutingNumber } from './account-formats.js';

test('account numbers: 4 to 34 letters and digits with at least four digits', () => {
  for (const good of ['0012345678', '7700000012345', 'GB29NWBK60161331926819', 'DE89 3704 0044 0532 0130 00', 'UNS-1234'])
    assert.ok(isAccountNumber(good), good);
  for (const bad of ['abc', 'abcd', '123', '', '1234$', '-1234', 'X'.repeat(31) + '1234']) assert.equal(isAccountNumber(bad), false, bad);
});

test('routing numbers are nine digits', () => {
  assert.ok(isRoutingNumber('021000021'));
  for (const bad of ['02100002', '0210000211', 'abcdefghi', '']) assert.equal(isRoutingNumber(bad), false, bad);
});
