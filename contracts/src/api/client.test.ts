import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { ApiError, createApiClient } from './client.js';
import { buildPath, buildQuery } from './route.js';
import { Api, allRoutes } from './routes.js';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch records the request and answers with the given status and body. */
function clientAnswering(status: number, body: unknown, seen: Seen[] = []) {
  const client = createApiClient({
    baseUrl: 'http://gateway.test',
    headers: () => ({ authorization: 'Bearer t0ken' }),
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, seen };
}

test('paths take their parameters URI-encoded, and a missing one is an error', () => {
  assert.equal(buildPath('/api/withdrawals/:id/receipt', { id: 'a b/c' }), '/api/withdrawals/a%20b%2Fc/receipt');
  assert.throws(() => buildPath('/api/withdrawals/:id/receipt', {}), /missing path parameter "id"/);
});

test('query strings leave out empty values', () => {
  assert.equal(buildQuery({ type: 'credit', q: '', from: undefined, limit: 5 }), '?type=credit&limit=5');
  assert.equal(buildQuery({ q: '' }), '');
  assert.equal(buildQuery(undefined), '');
});

test('a call sends the declared method, path, query, JSON body and headers', async () => {
  const { client, seen } = clientAnswering(201, { ok: true });
  await client.call(Api.admin.setUserStatus, { params: { id: 'u-1' }, body: { status: 'approved' } });
  await client.call(Api.me.transactions, { query: { type: 'debit', q: 'TRX' } });
  assert.equal(seen[0]!.method, 'POST');
  assert.equal(seen[0]!.url, 'http://gateway.test/api/admin/users/u-1/status');
  assert.equal(seen[0]!.headers.get('content-type'), 'application/json');
  assert.equal(seen[0]!.headers.get('authorization'), 'Bearer t0ken');
  assert.equal(seen[0]!.body, JSON.stringify({ status: 'approved' }));
  assert.equal(seen[1]!.method, 'GET');
  assert.equal(seen[1]!.url, 'http://gateway.test/api/transactions?type=debit&q=TRX');
  assert.equal(seen[1]!.body, undefined);
});

test('error answers become ApiError with the server message; answer() returns them as they came', async () => {
  const body = { statusCode: 403, code: 'KYC_NOT_APPROVED', message: 'Your KYC verification must be approved to access withdrawals.' };
  const { client } = clientAnswering(403, body);
  await assert.rejects(
    client.call(Api.withdrawals.list),
    (error: unknown) => error instanceof ApiError && error.statusCode === 403 && error.code === 'KYC_NOT_APPROVED' && error.message === body.message,
  );
  const answer = await client.answer(Api.withdrawals.list);
  assert.equal(answer.status, 403);
  assert.deepEqual(answer.body, body);
});

test('a failed request is a network ApiError with status 0', async () => {
  const client = createApiClient({
    fetch: async () => {
      throw new TypeError('fetch failed');
    },
  });
  await assert.rejects(
    client.call(Api.platform.config),
    (error: unknown) => error instanceof ApiError && error.statusCode === 0 && error.message === 'Network error. Please try again.',
  );
});

test('every declared route has a unique method and path, a summary, and a response', () => {
  const keys = allRoutes().map(({ declaration }) => `${declaration.method} ${declaration.path}`);
  assert.equal(new Set(keys).size, keys.length);
  for (const { name, declaration } of allRoutes()) {
    assert.ok(declaration.summary.length > 10, name);
    assert.ok(declaration.response, name);
    assert.ok(declaration.path.startsWith('/api/'), name);
  }
});
