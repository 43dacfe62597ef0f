import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { PROFILE_FIELD_MAX, maskAccountNumber } from './profile.js';
import { UpdateProfileBodySchema } from './schemas/profile.js';

test('an account number shows only its last 4 characters', () => {
  assert.equal(maskAccountNumber('0012345678'), '•••• 5678');
  assert.equal(maskAccountNumber('DE89 3704 0044 0532 0130 00'), '•••• 3000');
  assert.equal(maskAccountNumber('123'), '•••• 123');
  for (const none of ['', null, undefined]) assert.equal(maskAccountNumber(none), '—');
});

test('contact details: length and pattern are checked on the text as sent, then it is trimmed (the published schema refuses the same)', () => {
  const valid = { mobile: ' +41 44 123 45 67 ', address: 'Main St 1', city: 'Zurich', state: 'ZH', zipCode: '8001', country: 'Switzerland' };
  assert.equal(UpdateProfileBodySchema.parse(valid).mobile, '+41 44 123 45 67');
  for (const mobile of ['\t+41 44 123 45 67', '+41 44 123 45 67\n'])
    assert.equal(UpdateProfileBodySchema.safeParse({ ...valid, mobile }).success, false, JSON.stringify(mobile));
  assert.equal(UpdateProfileBodySchema.safeParse({ ...valid, zipCode: '8001\n' }).success, false);
  const longCity = 'Z'.repeat(PROFILE_FIELD_MAX.city - 1) + '   ';
  assert.equal(UpdateProfileBodySchema.safeParse({ ...valid, city: longCity }).success, false, 'over the limit with trailing spaces');
});
