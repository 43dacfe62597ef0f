import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, tap, throwError } from 'rxjs';
import { ForgetOwnPagesInterceptor } from './forget-own-pages.interceptor.js';
import type { LedgerReadCache } from './ledger-read.cache.js';

/**
 * The interceptor gives read-your-writes without waiting for the ledger's change message: after a
 * recipient's own non-GET request their kept pages are dropped, after an admin's every kept page.
 */
function setUp(request: { method: string; user?: { id: string; roles: string[] } }) {
  const dropped: string[] = [];
  const cache = { forget: (id: string) => dropped.push(id), clear: () => dropped.push('(all)') } as unknown as LedgerReadCache;
  const interceptor = new ForgetOwnPagesInterceptor(cache);
  const context = { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
  return { dropped, run: (handler: CallHandler) => lastValueFrom(interceptor.intercept(context, handler)) };
}

const recipient = (id: string) => ({ id, roles: ['recipient'] });
const admin = { id: 'admin-1', roles: ['admin'] };

test("a recipient's own change drops their pages once the handler has answered, not before", async () => {
  const { dropped, run } = setUp({ method: 'POST', user: recipient('recipient-1') });
  let seenDuringHandler: string[] = [];
  await run({ handle: () => of('answer').pipe(tap(() => (seenDuringHandler = [...dropped]))) });
  assert.deepEqual(seenDuringHandler, []);
  assert.deepEqual(dropped, ['recipient-1']);
});

test("an admin's change drops every kept page: it may move a recipient the route does not name (an approval)", async () => {
  const { dropped, run } = setUp({ method: 'POST', user: admin });
  await run({ handle: () => of('approved') });
  assert.deepEqual(dropped, ['(all)']);
});

test('a refused or failed change drops the pages as well (money may have moved before the failure)', async () => {
  const { dropped, run } = setUp({ method: 'PUT', user: recipient('recipient-4') });
  await assert.rejects(run({ handle: () => throwError(() => new Error('refused')) }), /refused/);
  assert.deepEqual(dropped, ['recipient-4']);
});

test('reads and calls without a signed-in user drop nothing', async () => {
  const read = setUp({ method: 'GET', user: admin });
  await read.run({ handle: () => of('page') });
  assert.deepEqual(read.dropped, []);
  const anonymous = setUp({ method: 'POST' });
  await anonymous.run({ handle: () => of('registered') });
  assert.deepEqual(anonymous.dropped, []);
});
