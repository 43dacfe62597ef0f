import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserRoutes } from './api/browser-routes.js';
import * as full from './index.js';
import { CATALOGUES } from './i18n/index.js';
import * as web from './web.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every module a browser bundle of `entry` loads up front: the static imports and re-exports, followed (dynamic
 * import() is not), and the packages they name.
 */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(here, file), 'utf8');
    for (const [, spec] of source.matchAll(/^(?:import|export)\b(?!\s+type\b)[^;'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)) {
      if (spec?.startsWith('.')) visit(path.join(path.dirname(file), spec));
      else if (spec) seen.add(spec);
    }
  };
  visit(entry);
  return seen;
}

test('the browser entry leaves out what only servers use', () => {
  for (const name of ['Rpc', 'Events', 'EVENT_CONSUMERS', 'SERVICE_CALLS', 'natsPasswordEnv', 'LEDGER_USERS_CHANGED_SUBJECT', 'CATALOGUES']) {
    assert.ok(name in full, `${name} is in the full entry`);
    assert.ok(!(name in web), `${name} is not in the browser entry`);
  }
  const modules = [...staticGraph('web.js')];
  for (const serverOnly of ['subjects/', 'nats-users.js', 'process-secrets.js', 'read-cache.js', 'email.js', 'i18n/de/', 'i18n/fr/']) {
    assert.deepEqual(
      modules.filter((file) => file.includes(serverOnly)),
      [],
      `the browser entry does not load ${serverOnly}`,
    );
  }
});

test('the browser entry loads no zod: the schemas are the schema entry, the routes a table without them', () => {
  const modules = [...staticGraph('web.js')];
  assert.deepEqual(
    modules.filter((file) => file === 'zod' || file.includes('schemas/') || file.endsWith('api/routes.js')),
    [],
  );
  assert.deepEqual(web.Api, browserRoutes(full.Api));
});

test('the browser entry has everything else of the full entry, the same objects', async () => {
  const serverOnly = new Set<string>(['Api', 'allRoutes', 'ClientConfigSchema']);
  for (const file of ['./subjects/index.js', './i18n/index.js', './nats-users.js', './read-cache.js', './process-secrets.js', './schemas/index.js']) {
    for (const name of Object.keys((await import(file)) as object)) serverOnly.add(name);
  }
  for (const [name, value] of Object.entries(full)) {
    if (serverOnly.has(name)) continue;
    assert.ok(name in web, `${name} is in the browser entry`);
    assert.equal((web as Record<string, unknown>)[name], value, name);
  }
});

test('the English screen texts come with the browser entry; German and French on demand, the same texts', async () => {
  assert.equal(web.UI_CATALOGUE_EN, CATALOGUES.en.ui);
  assert.equal(await web.loadUiCatalogue('en'), CATALOGUES.en.ui);
  assert.equal(await web.loadUiCatalogue('de'), CATALOGUES.de.ui);
  assert.equal(await web.loadUiCatalogue('fr'), CATALOGUES.fr.ui);
});
