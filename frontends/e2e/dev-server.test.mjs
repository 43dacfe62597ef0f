// The local static server: index.html fallback for deep links, 404 for missing assets and remotes,
// the /api/config stub. Needs the shell built (skips otherwise).
//   node --test frontends/e2e/dev-server.test.mjs
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const frontends = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORT = Number(process.env.CHECK_DEV_PORT ?? 4321);
const BASE = `http://localhost:${PORT}`;
const built = existsSync(path.join(frontends, 'shell', 'dist', 'index.html'));

describe('dev-server.mjs', { skip: built ? false : 'frontends not built' }, () => {
  let child;
  before(async () => {
    child = spawn(process.execPath, [path.join(frontends, 'dev-server.mjs'), `--port=${PORT}`, '--keycloak=http://kc.test'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch(BASE + '/api/config');
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  after(() => child?.kill());

  test('deep links get the shell index.html', async () => {
    for (const route of ['/', '/dashboard', '/admin/login', '/withdrawals/history?x=1']) {
      const res = await fetch(BASE + route);
      assert.equal(res.status, 200, route);
      assert.match(res.headers.get('content-type'), /text\/html/);
      assert.match(await res.text(), /<div id="root">/);
    }
  });

  test('static files of the shell, silent-check-sso.html included', async () => {
    const res = await fetch(BASE + '/silent-check-sso.html');
    assert.equal(res.status, 200);
    assert.match(await res.text(), /parent\.postMessage\(location\.href, location\.origin\)/);
  });

  test('missing assets and remotes are 404, not index.html', async () => {
    assert.equal((await fetch(BASE + '/nope.js')).status, 404);
    assert.equal((await fetch(BASE + '/remotes/unknown/mf-manifest.json')).status, 404);
    assert.equal((await fetch(BASE + '/remotes/dashboard/nope.js')).status, 404);
  });

  test('remote manifests are served from each remote dist', async () => {
    for (const name of ['dashboard', 'money', 'settings', 'support', 'admin']) {
      if (!existsSync(path.join(frontends, name, 'dist', 'mf-manifest.json'))) continue;
      const res = await fetch(`${BASE}/remotes/${name}/mf-manifest.json`);
      assert.equal(res.status, 200, name);
      const manifest = await res.json();
      assert.equal(manifest.metaData.publicPath, `/remotes/${name}/`);
      assert.ok(manifest.exposes.some((e) => e.path === './App'), `${name} exposes ./App`);
    }
  });

  test('/api/config stub', async () => {
    const res = await fetch(BASE + '/api/config');
    assert.deepEqual(await res.json(), { keycloak: { url: 'http://kc.test', realm: 'grant-portal', clientId: 'portal-web' } });
  });
});
