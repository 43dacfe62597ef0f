import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { formatReviewDuration, KYC_ADMIN_FETCH_LIMIT } from './kyc.js';
import { KycBulkBodySchema } from './schemas/kyc.js';

test('review durations read as seconds, minutes, hours or days; none before the first decision', () => {
  assert.equal(formatReviewDuration(null), '—');
  assert.equal(formatReviewDuration(45), '45 s');
  assert.equal(formatReviewDuration(180), '3 min');
  assert.equal(formatReviewDuration(2 * 3600 + 5 * 60), '2 h 5 min');
  assert.equal(formatReviewDuration(3 * 86_400 + 4 * 3600), '3 d 4 h');
});

test('a bulk KYC action names 1 to 50 distinct requests and one of approve, reject or reset', () => {
  const id = randomUUID();
  assert.ok(KycBulkBodySchema.safeParse({ userIds: [id], action: 'approved', notes: 'ok' }).success);
  assert.ok(KycBulkBodySchema.safeParse({ userIds: [id], action: 'reset' }).success);
  const problems = [
    { userIds: [], action: 'approved' },
    { userIds: [id, id], action: 'approved' },
    { userIds: Array.from({ length: KYC_ADMIN_FETCH_LIMIT + 1 }, () => randomUUID()), action: 'rejected' },
    { userIds: ['x'], action: 'approved' },
    { userIds: [id], action: 'delete' },
  ];
  for (const body of problems) assert.equal(KycBulkBodySchema.safeParse(body).success, false, JSON.stringify(body).slice(0, 60));
  assert.equal(KycBulkBodySchema.safeParse({ userIds: [], action: 'approved' }).error?.issues[0]?.message, 'Select at least one KYC request');
});
