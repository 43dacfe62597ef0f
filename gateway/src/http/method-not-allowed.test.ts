import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { allowedMethods } from './method-not-allowed.js';

test('the methods of a path are those declared on it, HEAD beside GET; none for a path the API lacks', () => {
  assert.deepEqual(allowedMethods('/api/pin'), ['GET', 'HEAD', 'PUT', 'DELETE']);
  assert.deepEqual(allowedMethods('/api/withdrawals?limit=5'), ['GET', 'HEAD', 'POST']);
  assert.deepEqual(allowedMethods('/api/admin/support/tickets/0b7f1e52-3c1c-4f7e-9a43-2d8d3f1b8c11/resolve'), ['POST']);
  assert.deepEqual(allowedMethods('/api/nothing-here'), []);
  assert.deepEqual(allowedMethods('/api/pin/'), []);
});
