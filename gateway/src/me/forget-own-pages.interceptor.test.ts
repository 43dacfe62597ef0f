import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, tap, throwError } from 'rxjs';
import { ForgetOwnPagesInterceptor, type LedgerReadCache } from './ledger-read.cache.js';

/**
 * The interceptor gives a caller read-your-writes without waiting for the ledger's change message: after
 * their own non-GET request, their kept pages (and those of a user the request names) are dropped.
 */
function setUp(request: { method: string; user?: { id: string }; params?: Record<string, string> }) {
  const forgotten: string[] = [];
  const cache = { forget: (id: string) => forgotten.push(id) } as unknown as LedgerReadCache;
  const interceptor = new ForgetOwnPagesInterceptor(cache);
  const context = { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
  return { forgotten, run: (handler: CallHandler) => lastValueFrom(interceptor.intercept(context, handler)) };
}

test("a caller's own change drops their pages once the handler has answered, not before", async () => {
  const { forgotten, run } = setUp({ method: 'POST', user: { id: 'recipient-1' } });
  let seenDuringHandler: string[] = [];
  await run({ handle: () => of('answer').pipe(tap(() => (seenDuringHandler = [...forgotten]))) });
  assert.deepEqual(seenDuringHandler, []);
  assert.deepEqual(forgotten, ['recipient-1']);
});

test("an admin's request that names a user drops that user's pages too", async () => {
  const byId = setUp({ method: 'POST', user: { id: 'admin-1' }, params: { id: 'recipient-2' } });
  await byId.run({ handle: () => of('answer') });
  assert.deepEqual(byId.forgotten, ['admin-1', 'recipient-2']);
  const byUserId = setUp({ method: 'DELETE', user: { id: 'admin-1' }, params: { userId: 'recipient-3' } });
  await byUserId.run({ handle: () => of('answer') });
  assert.deepEqual(byUserId.forgotten, ['admin-1', 'recipient-3']);
});

test('a refused or failed change drops the pages as well (money may have moved before the failure)', async () => {
  const { forgotten, run } = setUp({ method: 'PUT', user: { id: 'recipient-4' } });
  await assert.rejects(run({ handle: () => throwError(() => new Error('refused')) }), /refused/);
  assert.deepEqual(forgotten, ['recipient-4']);
});

test('reads and calls without a signed-in user drop nothing', async () => {
  const read = setUp({ method: 'GET', user: { id: 'recipient-5' } });
  await read.run({ handle: () => of('page') });
  assert.deepEqual(read.forgotten, []);
  const anonymous = setUp({ method: 'POST' });
  await anonymous.run({ handle: () => of('registered') });
  assert.deepEqual(anonymous.forgotten, []);
});
