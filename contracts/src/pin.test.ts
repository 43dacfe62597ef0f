import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { PIN_MIN_ATTEMPT_INTERVAL_MS, PinMessages as M, WEAK_PINS, isWeakPin, sanitizePinInput, validateNewPin, validatePinConfirmation } from './pin.js';
import { DeletePinBodySchema, SetPinBodySchema } from './schemas/pin.js';

test('PIN rules and their messages', () => {
  assert.equal(validateNewPin(''), 'PIN must be a 6-digit number');
  assert.equal(validateNewPin('12a456'), 'PIN must contain only numbers');
  assert.equal(validateNewPin('12345'), 'PIN must be exactly 6 digits');
  assert.equal(validateNewPin('1234567'), M.length);
  assert.equal(validateNewPin('739164'), null);
});

test('weak PINs: repeated digits and sequences either way', () => {
  for (const weak of ['000000', '777777', '123456', '654321', '234567', '987654', '345678']) {
    assert.equal(isWeakPin(weak), true, weak);
    assert.equal(validateNewPin(weak), 'PIN is too weak. Avoid common patterns like repeated digits or sequences.');
  }
  for (const ok of ['739164', '112233', '135790', '120120']) assert.equal(isWeakPin(ok), false, ok);
});

test('confirmation must match; typing strips non-digits', () => {
  assert.equal(validatePinConfirmation('739164', '739165'), 'PINs do not match. Please try again.');
  assert.equal(validatePinConfirmation('739164', '739164'), null);
  assert.equal(sanitizePinInput('7a3-9 1649'), '739164');
  assert.equal(M.incorrect(2), 'Incorrect PIN. 2 attempt(s) remaining.');
  assert.equal(M.locked(30), 'Account locked due to multiple failed attempts. Try again in 30 minutes.');
});

test('PIN texts name the PIN length and the lock time from their constants, word for word as the spec has them', () => {
  assert.equal(M.enterSix, 'Please enter your 6-digit PIN');
  assert.equal(M.nowLocked, 'Too many failed attempts. Account locked for 30 minutes.');
  assert.equal(M.required, 'Please set up your 6-digit PIN in Settings before making a withdrawal.');
});

test('the pace message names the minimum time between attempts from its constant', () => {
  assert.equal(PIN_MIN_ATTEMPT_INTERVAL_MS, 1000);
  assert.equal(M.tooSoon, 'Too many PIN attempts in a row. Please wait 1 second and try again.');
  assert.equal(M.currentPinLength, 'Current PIN must be exactly 6 digits');
});

test('the proof of a PIN change is the current PIN (six digits); a password is no proof and never reaches the ledger', () => {
  const pin = { pin: '482915', confirmPin: '482915' };
  assert.ok(SetPinBodySchema.safeParse(pin).success, 'a first PIN needs none');
  assert.deepEqual(SetPinBodySchema.parse({ ...pin, currentPin: '739164' }), { ...pin, currentPin: '739164' });
  assert.deepEqual(SetPinBodySchema.parse({ ...pin, password: 'secret' }), pin, 'the password is dropped');
  assert.equal(DeletePinBodySchema.safeParse({ currentPin: '7391' }).error?.issues[0]?.message, M.currentPinLength);
  assert.deepEqual(DeletePinBodySchema.parse({ password: 'secret' }), {}, 'the ledger answers a missing proof with 403 when a PIN exists');
});

test('WEAK_PINS lists exactly the six-digit PINs isWeakPin refuses (the document publishes the list)', () => {
  const weak: string[] = [];
  for (let n = 0; n < 1_000_000; n++) {
    const pin = String(n).padStart(6, '0');
    if (isWeakPin(pin)) weak.push(pin);
  }
  assert.deepEqual([...WEAK_PINS].sort(), weak);
});
