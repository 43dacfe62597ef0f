import { afterAll, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spaFallback } from './app-pages.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a signed-in page starts from its section’s HTML; public pages and unknown sections from the bare one', () => {
  writeFileSync(path.join(root, 'app.html'), 'bare');
  writeFileSync(path.join(root, 'app-dashboard.html'), 'dashboard frame');
  writeFileSync(path.join(root, 'app-admin.html'), 'admin frame');
  writeFileSync(
    path.join(root, 'app-pages.json'),
    JSON.stringify({ sections: { dashboard: 'dashboard', admin: 'admin', settings: 'settings' }, publicPaths: ['/admin', '/admin/login'] }),
  );
  spaFallback.shellRoot = root;
  spaFallback.indexPath = path.join(root, 'app.html');

  expect(spaFallback.html('/dashboard')).toBe('dashboard frame');
  expect(spaFallback.html('/dashboard/?tab=transfer')).toBe('dashboard frame');
  expect(spaFallback.html('/admin/users')).toBe('admin frame');
  expect(spaFallback.html('/admin/login')).toBe('bare');
  expect(spaFallback.html('/admin/')).toBe('bare');
  expect(spaFallback.html('/register')).toBe('bare');
  // A section whose page was not built falls back to the bare page.
  expect(spaFallback.html('/settings')).toBe('bare');
});
