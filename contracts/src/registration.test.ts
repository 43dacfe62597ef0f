import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { validateRegistration, registrationIssues, RegistrationMessages as M, blankToNull } from './registration.js';
import { RegistrationRequestSchema } from './schemas/registration.js';

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

/** Addresses and names Keycloak refuses (its e-mail, user-name and person-name validators) and some it takes. */
const REFUSED_EMAILS = [
  '\uDB9F\uDD59.@0.00',
  'a..b@example.org',
  '.a@example.org',
  'a.@example.org',
  "o'brien@example.org",
  'a b@example.org',
  'a@example',
  'a@-x.org',
  'a@x.o2',
  `${'a'.repeat(53)}@example.org`,
];
const ACCEPTED_EMAILS = ['ada@example.org', ' Ada.Lovelace+grants@Mail.Example.ORG ', 'a_b-c@x-y.co', `${'a'.repeat(52)}@example.org`];
const REFUSED_NAMES = ['Ada <b>', 'O"Hara', 'Smith & Sons', 'A(1)', 'back\\slash', 'semi;colon', 'tab\there'];
const ACCEPTED_NAMES = ['Zoë', "O'Brien", 'Jean-Luc', 'Nguyễn Văn', 'Anne Marie'];

test('a new account takes only addresses and names the account server accepts, each refused next to its field', () => {
  for (const email of REFUSED_EMAILS) {
    assert.deepEqual(registrationIssues({ ...valid, email }), [{ field: 'email', message: M.emailInvalid }], email);
  }
  for (const email of ACCEPTED_EMAILS) assert.deepEqual(registrationIssues({ ...valid, email }), [], email);
  for (const name of REFUSED_NAMES) {
    assert.deepEqual(registrationIssues({ ...valid, lastName: name }), [{ field: 'lastName', message: M.namesInvalid }], name);
  }
  for (const name of ACCEPTED_NAMES) assert.deepEqual(registrationIssues({ ...valid, firstName: name }), [], name);
  assert.equal(M.namesInvalid, 'Names cannot contain these characters: < > & " $ % ! # ? § ; * ~ / \\ | ^ = [ ] { } ( )');
});

test('the published schema draws the same line as the checks, so clients can know it', () => {
  const { properties } = z.toJSONSchema(RegistrationRequestSchema) as { properties: Record<string, { pattern: string; maxLength: number }> };
  const email = properties.email!;
  const fits = (rule: { pattern: string; maxLength: number }, value: string) => value.length <= rule.maxLength && new RegExp(rule.pattern, 'u').test(value);
  for (const value of REFUSED_EMAILS) assert.equal(fits(email, value), false, value);
  for (const value of ACCEPTED_EMAILS) assert.equal(fits(email, value), true, value);
  for (const value of REFUSED_NAMES) assert.equal(fits(properties.lastName!, value), false, value);
  for (const value of ACCEPTED_NAMES) assert.equal(fits(properties.firstName!, value), true, value);
});
