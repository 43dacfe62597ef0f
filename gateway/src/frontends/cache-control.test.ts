import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { cacheControlFor } from './cache-control.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

test('content-hashed bundles are cached for good, also as the brotli or gzip copy that is sent', () => {
  for (const file of ['/dist/main.770dcfbd.js', '/dist/main.770dcfbd.js.br', '/dist/84.aa533ef3.js.gz', '/dist/main.e1f20be6.css.br']) {
    assert.equal(cacheControlFor(file), IMMUTABLE, file);
  }
});

test('entry points revalidate; the silent sign-in check page is kept for minutes', () => {
  for (const file of ['/dist/app.html', '/dist/index.html.br', '/dist/remoteEntry.js.br', '/dist/mf-manifest.json', '/dist/favicon.svg']) {
    assert.equal(cacheControlFor(file), 'no-cache', file);
  }
  for (const file of ['/dist/silent-check-sso.html', '/dist/silent-check-sso.js.br']) {
    assert.equal(cacheControlFor(file), 'public, max-age=600', file);
  }
});
