import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { GATEWAY_URL, KEYCLOAK_URL } from '../support/platform.js';

function directives(csp: string | null): Map<string, string[]> {
  assert.ok(csp, 'a Content-Security-Policy header');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

async function headersOf(path: string, init: RequestInit = {}): Promise<Headers> {
  const res = await fetch(`${GATEWAY_URL}${path}`, init);
  await res.arrayBuffer();
  return res.headers;
}

test('pages, bundles and API answers carry a strict CSP, nosniff, no referrer and no framing', async () => {
  for (const path of ['/', '/dashboard', '/remotes/money/remoteEntry.js', '/api/health', '/api/me', '/api/no-such-route']) {
    const headers = await headersOf(path);
    const csp = directives(headers.get('content-security-policy'));
    assert.deepEqual(csp.get('script-src'), ["'self'"], `${path}: scripts only from the portal, no inline scripts`);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${path}: never framed`);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.ok(csp.get('connect-src')?.includes(new URL(KEYCLOAK_URL).origin), `${path}: sign-in calls to Keycloak allowed`);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(headers.get('referrer-policy'), 'no-referrer', path);
    assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin', path);
    assert.equal(headers.get('strict-transport-security'), null, `${path}: no HSTS over plain HTTP`);
    assert.equal(headers.get('x-powered-by'), null);
  }
});

test('only the silent sign-in check may be framed, by the portal itself; HSTS is sent when a proxy says the request came over TLS', async () => {
  const silent = directives((await headersOf('/silent-check-sso.html')).get('content-security-policy'));
  assert.deepEqual(silent.get('frame-ancestors'), ["'self'"]);
  const html = await (await fetch(`${GATEWAY_URL}/silent-check-sso.html`)).text();
  assert.doesNotMatch(html, /<script>(?!<\/script>)/, 'no inline script');

  const overTls = await headersOf('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
  assert.match(overTls.get('strict-transport-security') ?? '', /^max-age=31536000; includeSubDomains$/);
});
