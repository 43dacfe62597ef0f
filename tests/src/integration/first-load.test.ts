// The first load: the landing page's HTML arrives already rendered (prerendered at build time), a signed-in
// page starts from its section's page with the frame painted, a public one from the bare app, and API answers
// over 1 KB go out compressed with Vary: accept-encoding.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Api } from '@portal/contracts';
import { GATEWAY_URL } from '../support/platform.js';
import { rawGet } from '../support/raw-http.js';

// The app's root element, whatever follows it (the bundles load from the head, deferred).
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';

test('/ arrives with the landing page rendered in its HTML; a signed-in deep link gets its frame painted, a public one the bare app', async () => {
  const landing = await (await fetch(`${GATEWAY_URL}/`)).text();
  const content = rootOf(landing);
  assert.match(content, /<h1[^>]*>[^<]+/, 'the landing page heading is in the HTML');
  assert.match(content, /href="\/register"/, 'and its links');
  assert.doesNotMatch(landing, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script (the CSP forbids them)');
  // The entry (deferred); a signed-in page also has its early script (async), which the others lack.
  const bundle = (html: string) => /<script defer[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  const earlyScript = (html: string) => /<script async src="(\/early-session\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  assert.ok(bundle(landing), 'the landing page loads the entry');
  assert.equal(earlyScript(landing), undefined, 'the landing page starts no session');

  for (const path of ['/register', '/admin/login']) {
    const page = await (await fetch(`${GATEWAY_URL}${path}`)).text();
    assert.equal(rootOf(page).trim(), '', `${path} starts from the bare app`);
    assert.equal(bundle(page), bundle(landing), `${path} loads the same bundle`);
    assert.equal(earlyScript(page), undefined, `${path} starts no session before its entry`);
  }
  // A signed-in page shows the frame's placeholder before any script runs (no data in it: it is the same for everyone).
  const dashboard = await (await fetch(`${GATEWAY_URL}/dashboard`)).text();
  assert.match(rootOf(dashboard), /data-testid="frame-skeleton"/, '/dashboard starts with the frame painted');
  assert.equal(bundle(dashboard), bundle(landing), '/dashboard loads the same bundle');
  // ... and its early script, told what to start: the sign-in configuration, the page's first reads, its remote.
  const early = earlyScript(dashboard);
  assert.ok(early, '/dashboard loads its early script');
  const plan = /<script type="application\/json" id="portal-early-plan">([^<]*)<\/script>/.exec(dashboard)?.[1];
  const { chunks, ...told } = JSON.parse(plan ?? 'null') as { chunks: string[] };
  assert.deepEqual(told, {
    remote: 'dashboard',
    config: Api.platform.config.path,
    reads: [Api.me.get.path, Api.me.preferences.path, Api.me.dashboard.path],
    manifest: '/remotes/dashboard/mf-manifest.json',
  });
  // The shell chunks the page runs next: in the plan for the entry to ask for, not preloaded beside it (they would slow it down).
  assert.ok(chunks.length > 0 && chunks.every((file) => /^\/[\w.-]+\.js$/.test(file)), chunks.join(', '));
  for (const file of chunks) assert.ok(!dashboard.includes(`<link rel="preload" href="${file}"`), `${file} is preloaded beside the entry`);
  const signIn = await (await fetch(`${GATEWAY_URL}/login`)).text();
  for (const file of chunks) assert.ok(signIn.includes(`<link rel="preload" href="${file}" as="script"`), `/login preloads ${file}`);
  const script = await fetch(`${GATEWAY_URL}${early}`);
  assert.equal(script.status, 200);
  assert.match(script.headers.get('cache-control') ?? '', /immutable/);
  assert.match(script.headers.get('content-type') ?? '', /javascript/);
});

test('the prerendered landing page is precompressed like every other file', async () => {
  const br = await rawGet('/', 'gzip, br');
  assert.deepEqual([br.status, br.encoding], [200, 'br']);
  assert.match(br.vary, /accept-encoding/i);
  const plain = await rawGet('/', 'identity');
  assert.equal(plain.encoding, undefined);
  assert.equal(brotliDecompressSync(br.body).toString(), plain.body.toString());
});

test('JSON answers over 1 KB go out compressed to clients that accept it, smaller ones as they are', async () => {
  const path = '/api/docs/openapi.json';
  const plain = await rawGet(path, 'identity');
  assert.equal(plain.status, 200);
  assert.ok(plain.body.length > 1024);
  assert.equal(plain.encoding, undefined);
  const br = await rawGet(path, 'gzip, deflate, br');
  assert.deepEqual([br.encoding, br.vary.toLowerCase().includes('accept-encoding')], ['br', true]);
  assert.equal(brotliDecompressSync(br.body).toString(), plain.body.toString());
  const gzip = await rawGet(path, 'gzip');
  assert.equal(gzip.encoding, 'gzip');
  assert.equal(gunzipSync(gzip.body).toString(), plain.body.toString());

  const small = await rawGet(Api.platform.config.path, 'gzip, br');
  assert.equal(small.status, 200);
  assert.ok(small.body.length < 1024, `config is ${small.body.length} bytes`);
  assert.equal(small.encoding, undefined);
  assert.match(small.vary, /accept-encoding/i);
});
