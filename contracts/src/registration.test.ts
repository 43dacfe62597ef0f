import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { validateRegistration, registrationIssues, RegistrationMessages as M, blankToNull } from './registration.js';

const valid = {
  grantNumber: 'UNSEAF-2024/GR-0042',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.org ',
  mobile: '',
  country: '',
  password: 'secret1',
  confirmPassword: 'secret1',
};

test('a complete registration passes', () => {
  assert.equal(validateRegistration(valid), null);
});

test('checks run in the spec order and the first failure wins', () => {
  const empty = {};
  assert.equal(validateRegistration(empty), M.grantNumberRequired);
  assert.equal(validateRegistration({ ...empty, grantNumber: 'ABC-1' }), M.grantNumberFormat);
  assert.equal(validateRegistration({ grantNumber: valid.grantNumber, firstName: 'Ada' }), M.namesRequired);
  assert.equal(validateRegistration({ grantNumber: valid.grantNumber, firstName: 'Ada', lastName: 'L' }), M.emailRequired);
  assert.equal(validateRegistration({ ...valid, password: 'abcdef', confirmPassword: 'abcdeg' }), M.passwordsDoNotMatch);
  assert.equal(validateRegistration({ ...valid, password: 'abc', confirmPassword: 'abc' }), M.passwordTooShort);
});

test('the spec message texts are exact', () => {
  assert.equal(M.grantNumberFormat, 'Invalid grant number format. Expected: UNSEAF-YYYY/GR-NNNN');
  assert.equal(M.passwordTooShort, 'Password must be at least 6 characters long');
});

test('grant numbers need the fund prefix, a year and /GR- with four digits', () => {
  assert.equal(validateRegistration({ ...valid, grantNumber: 'unseaf-2024/gr-0042' }), null);
  for (const bad of ['UNSEAF-24/GR-0042', 'UNSEAF-2024-GR-0042', 'XYZ-2024/GR-0042', 'UNSEAF-2024/GR-42']) {
    assert.equal(validateRegistration({ ...valid, grantNumber: bad }), M.grantNumberFormat, bad);
  }
});

test('blank optional fields become null', () => {
  assert.equal(blankToNull(''), null);
  assert.equal(blankToNull('  '), null);
  assert.equal(blankToNull(' +41 22 '), '+41 22');
});

test('every failing check is listed at once, in the spec order, one message per field', () => {
  const issues = registrationIssues({ grantNumber: 'ABC-1', email: 'not-an-email', password: 'abc', confirmPassword: 'abd' });
  assert.deepEqual(issues, [
    { field: 'grantNumber', message: M.grantNumberFormat },
    { field: 'firstName', message: M.namesRequired },
    { field: 'lastName', message: M.namesRequired },
    { field: 'email', message: M.emailInvalid },
    { field: 'confirmPassword', message: M.passwordsDoNotMatch },
    { field: 'password', message: M.passwordTooShort },
  ]);
  assert.deepEqual(registrationIssues(valid), []);
});
