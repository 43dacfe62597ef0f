import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { accountBlockedMessage, canSignIn } from './account-status.js';

test('only approved and active accounts may sign in', () => {
  assert.equal(canSignIn('approved'), true);
  assert.equal(canSignIn('active'), true);
  for (const s of ['pending', 'rejected', 'suspended', '', null, undefined]) assert.equal(canSignIn(s), false);
});

test('blocked messages follow the spec', () => {
  assert.equal(accountBlockedMessage('pending'), 'Your account is pending approval. Please wait for admin approval before logging in.');
  assert.equal(accountBlockedMessage('rejected'), 'Your account has been rejected or suspended. Please contact support for assistance.');
  assert.equal(accountBlockedMessage('suspended'), "Account status 'suspended' is not active. Please contact support.");
});
