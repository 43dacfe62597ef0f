import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { validateNewPassword, PasswordResetMessages as M } from './password-reset.js';
import { ResetTokenSchema } from './schemas/password-reset.js';

test('reset checks length first, then that both entries match, with the spec texts', () => {
  assert.equal(validateNewPassword('abc', 'xyz'), 'Password must be at least 6 characters long');
  assert.equal(validateNewPassword('abcdef', 'abcdeg'), 'Passwords do not match');
  assert.equal(validateNewPassword('abcdef', 'abcdef'), null);
  assert.equal(M.invalidLink, 'Invalid or expired reset link. Please request a new password reset.');
});

test('a reset token is exactly 43 base64url characters', () => {
  assert.equal(ResetTokenSchema.safeParse('A'.repeat(43)).success, true);
  assert.equal(ResetTokenSchema.safeParse('A'.repeat(42)).success, false);
  assert.equal(ResetTokenSchema.safeParse(`${'A'.repeat(42)}=`).success, false);
});
