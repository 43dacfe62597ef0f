import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { filterOfStatus, overviewFigures, statusesOfFilter } from './admin-users.js';
import { AdminUsersQuerySchema, BulkUserStatusBodySchema } from './schemas/admin-users.js';
import { accountBlockedMessage, INACTIVE_STATUS } from './account-status.js';

test('the approved filter includes active; a status change jumps to its filter', () => {
  assert.deepEqual(statusesOfFilter('approved'), ['approved', 'active']);
  assert.deepEqual(statusesOfFilter('pending'), ['pending']);
  assert.equal(statusesOfFilter('all'), null);
  assert.deepEqual(['approved', 'active', 'pending', 'rejected'].map(filterOfStatus), ['approved', 'approved', 'pending', 'rejected']);
});

test('Overview figures: total volume, average transaction and activity rate per active user', () => {
  assert.deepEqual(
    overviewFigures({
      activeUsers: 3,
      transactions: { count: 4, volumeCents: 1_001 },
      transfers: { count: 3, volumeCents: 500 },
      withdrawals: { count: 1, volumeCents: 200 },
    }),
    { totalVolumeCents: 1_701, averageTransactionCents: 250, activityRate: 2.33 },
  );
  assert.deepEqual(
    overviewFigures({
      activeUsers: 0,
      transactions: { count: 0, volumeCents: 0 },
      transfers: { count: 0, volumeCents: 0 },
      withdrawals: { count: 0, volumeCents: 0 },
    }),
    { totalVolumeCents: 0, averageTransactionCents: 0, activityRate: 0 },
  );
});

test('Users query and Approve All are validated; nothing selected is the spec message', () => {
  assert.deepEqual(AdminUsersQuerySchema.parse({}), { filter: 'all', page: 1, pageSize: 25 });
  assert.equal(AdminUsersQuerySchema.safeParse({ filter: 'active' }).success, false);
  const empty = BulkUserStatusBodySchema.safeParse({ userIds: [], status: 'approved' });
  assert.equal(empty.success, false);
  assert.equal(empty.error?.issues[0]?.message, 'No accounts selected for approval');
  assert.equal(accountBlockedMessage(INACTIVE_STATUS), 'Your account has been deactivated. Please contact support.');
});
