// The gateway's answers before any route runs: a method a path does not serve (405 with Allow), and request
// headers too large for the HTTP parser (431), both in the API's error shape.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { GATEWAY_URL } from '../support/platform.js';

/** One raw request (fetch refuses TRACE and CONNECT): status, headers and the parsed JSON body. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, GATEWAY_URL), { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a method a declared path does not serve is answered 405 with the methods it does serve', async () => {
  for (const method of ['TRACE', 'PATCH', 'POST']) {
    const res = await send(method, '/api/pin');
    assert.equal(res.status, 405, method);
    assert.equal(res.headers.allow, 'GET, HEAD, PUT, DELETE');
    assert.deepEqual(res.body, { statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: 'Allowed methods: GET, HEAD, PUT, DELETE' });
  }
  const withParam = await send('DELETE', '/api/admin/support/tickets/0b7f1e52-3c1c-4f7e-9a43-2d8d3f1b8c11/resolve');
  assert.equal(withParam.status, 405);
  assert.equal(withParam.headers.allow, 'POST');
});

test('a path the API does not have stays 404, whatever the method', async () => {
  for (const method of ['GET', 'TRACE']) {
    const res = await send(method, '/api/no-such-path');
    assert.equal(res.status, 404, method);
    assert.equal((res.body as { code: string }).code, 'NOT_FOUND');
  }
});

test('request headers too large are answered 431 in the error shape', async () => {
  const res = await send('GET', '/api/health', { 'x-filler': 'x'.repeat(20_000) });
  assert.equal(res.status, 431);
  assert.equal(res.headers['content-type'], 'application/json');
  assert.deepEqual(res.body, { statusCode: 431, code: 'REQUEST_HEADERS_TOO_LARGE', message: 'The request headers are too large' });
});
