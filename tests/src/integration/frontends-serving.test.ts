import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { GATEWAY_URL } from '../support/platform.js';
import { rawGet } from '../support/raw-http.js';

/** The shell's own script and a remote's entry, as the built index.html and manifest name them. */
async function bundleUrls(): Promise<string[]> {
  const html = await (await fetch(`${GATEWAY_URL}/`)).text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  assert.ok(script, 'the shell page names its script');
  return [new URL(script, GATEWAY_URL).pathname, '/remotes/money/remoteEntry.js'];
}

test('bundles go out brotli- or gzip-compressed to browsers that accept it, as they are to others', async () => {
  for (const url of await bundleUrls()) {
    const br = await rawGet(url, 'gzip, deflate, br');
    assert.deepEqual([br.status, br.encoding], [200, 'br'], url);
    assert.match(br.vary ?? '', /accept-encoding/i, url);
    const gzip = await rawGet(url, 'gzip');
    assert.equal(gzip.encoding, 'gzip', url);
    const plain = await rawGet(url, 'identity');
    assert.equal(plain.encoding, undefined, url);
    assert.equal(gunzipSync(gzip.body).toString(), plain.body.toString(), url);
  }
});

test('source maps are not served, and a map path does not get the shell either', async () => {
  for (const url of await bundleUrls()) {
    const answer = await fetch(`${GATEWAY_URL}${url}.map`);
    assert.equal(answer.status, 404, url);
    assert.ok(!(await answer.text()).includes('"mappings"'), url);
  }
});

test('a hashed bundle is kept for good also as the compressed copy sent; entry points revalidate', async () => {
  const [shellScript, remoteEntry] = await bundleUrls();
  for (const encoding of ['br', 'gzip', 'identity']) {
    assert.equal((await rawGet(shellScript!, encoding)).cacheControl, 'public, max-age=31536000, immutable', `${shellScript} ${encoding}`);
    assert.equal((await rawGet(remoteEntry!, encoding)).cacheControl, 'no-cache', `${remoteEntry} ${encoding}`);
  }
});

test('a signed-in page preloads the sign-in configuration and names the chunks it waits for; the landing page does neither', async () => {
  const deepLink = await (await fetch(`${GATEWAY_URL}/dashboard`)).text();
  assert.match(deepLink, /<link rel="preload" href="\/api\/config" as="fetch" crossorigin="anonymous"/);
  // The chunks are in the page's early plan: the entry asks for them once it has arrived (shell/src/early/preload-chunks.ts).
  const plan = /<script type="application\/json" id="portal-early-plan">([^<]*)<\/script>/.exec(deepLink)?.[1];
  const chunks = (JSON.parse(plan ?? '{}') as { chunks?: string[] }).chunks ?? [];
  assert.ok(chunks.length >= 3, `the plan names ${chunks.join(', ') || 'no chunk'}`);
  for (const chunk of chunks) assert.equal((await fetch(`${GATEWAY_URL}${chunk}`)).status, 200, chunk);
  const landing = await (await fetch(`${GATEWAY_URL}/`)).text();
  assert.doesNotMatch(landing, /rel="preload"/);
  assert.doesNotMatch(landing, /portal-early-plan/);
});
