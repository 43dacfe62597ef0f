import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { RpcException } from '@nestjs/microservices';
import { GrantMessages, type OpenGrantRequest } from '@portal/contracts';
import { refuseGrantWithoutAdmin } from '../ledger/four-eyes.js';
import { GrantsService } from './grants.service.js';

const seedGrant: OpenGrantRequest = {
  userId: randomUUID(),
  title: 'R&D Impact Fund',
  totalCents: 25_000_000,
  startDate: '2026-07-01',
  idempotencyKey: 'seed:demo:grant',
};

test('in production a grant that names no admin is refused before anything is written', async () => {
  const before = process.env.PORTAL_PROFILE;
  try {
    for (const profile of ['production', '']) {
      process.env.PORTAL_PROFILE = profile;
      // No repository is touched: the refusal comes first.
      const grants = new GrantsService(undefined as never, undefined as never, undefined as never);
      await assert.rejects(grants.open(seedGrant), (error: RpcException) => {
        const body = error.getError() as { statusCode: number; message: string };
        assert.deepEqual([body.statusCode, body.message], [403, GrantMessages.adminRequired]);
        return true;
      });
    }
  } finally {
    if (before === undefined) delete process.env.PORTAL_PROFILE;
    else process.env.PORTAL_PROFILE = before;
  }
});

test('the demo seed may open a grant without an admin only in the development and test profiles; an admin always may', () => {
  assert.throws(() => refuseGrantWithoutAdmin(undefined, { PORTAL_PROFILE: 'production' }));
  assert.throws(() => refuseGrantWithoutAdmin(undefined, { NODE_ENV: 'production' }), 'unset means production');
  assert.throws(() => refuseGrantWithoutAdmin(undefined, { PORTAL_PROFILE: 'staging' }), /PORTAL_PROFILE must be one of/);
  assert.doesNotThrow(() => refuseGrantWithoutAdmin(undefined, { NODE_ENV: 'production', PORTAL_PROFILE: 'development' }));
  assert.doesNotThrow(() => refuseGrantWithoutAdmin(undefined, { NODE_ENV: 'production', PORTAL_PROFILE: 'test' }));
  assert.doesNotThrow(() => refuseGrantWithoutAdmin(randomUUID(), { PORTAL_PROFILE: 'production' }));
});
