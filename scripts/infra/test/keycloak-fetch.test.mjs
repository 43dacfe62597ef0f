// Keycloak's distribution comes through Maven's own resolver (which honours the machine's Maven
// settings and caches in ~/.m2), or from KEYCLOAK_DIST_FILE. A stand-in `mvn` on PATH records what it
// is asked, so no download happens here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, test } from '@jest/globals';
import { fetchKeycloakDistribution } from '../lib/keycloak.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const FAKE_MVN = `#!/bin/sh
printf '%s\\n' "$@" > "$FAKE_MVN_ARGS"
for a in "$@"; do case "$a" in -DoutputDirectory=*) out="\${a#-DoutputDirectory=}";; esac; done
echo tarball > "$out/keycloak-quarkus-dist-26.7.3.tar.gz"
`;

let dir;
const saved = { PATH: process.env.PATH, KEYCLOAK_DIST_FILE: process.env.KEYCLOAK_DIST_FILE };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-kc-fetch-'));
  fs.mkdirSync(path.join(dir, 'bin'));
  fs.mkdirSync(path.join(dir, 'out'));
  fs.writeFileSync(path.join(dir, 'bin', 'mvn'), FAKE_MVN, { mode: 0o755 });
  process.env.PATH = `${path.join(dir, 'bin')}:${saved.PATH}`;
  process.env.FAKE_MVN_ARGS = path.join(dir, 'mvn-args');
  delete process.env.KEYCLOAK_DIST_FILE;
});

afterEach(() => {
  Object.assign(process.env, saved);
  if (saved.KEYCLOAK_DIST_FILE === undefined) delete process.env.KEYCLOAK_DIST_FILE;
  delete process.env.FAKE_MVN_ARGS;
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the distribution is copied by mvn dependency:copy into the given folder', async () => {
  const out = path.join(dir, 'out');
  const file = await fetchKeycloakDistribution('26.7.3', out);
  assert.equal(file, path.join(out, 'keycloak-quarkus-dist-26.7.3.tar.gz'));
  assert.equal(fs.readFileSync(file, 'utf8'), 'tarball\n');
  assert.deepEqual(
    [...fs.readFileSync(path.join(dir, 'mvn-args'), 'utf8').trim().split('\n')],
    ['-q', '-B', 'dependency:copy', '-Dartifact=org.keycloak:keycloak-quarkus-dist:26.7.3:tar.gz', `-DoutputDirectory=${out}`],
  );
});

test('KEYCLOAK_DIST_FILE names an already downloaded distribution: Maven is not asked', async () => {
  const given = path.join(dir, 'keycloak-quarkus-dist-26.7.3.tar.gz');
  fs.writeFileSync(given, 'downloaded before');
  process.env.KEYCLOAK_DIST_FILE = given;
  assert.equal(await fetchKeycloakDistribution('26.7.3', path.join(dir, 'out')), given);
  assert.equal(fs.existsSync(path.join(dir, 'mvn-args')), false);
  process.env.KEYCLOAK_DIST_FILE = path.join(dir, 'missing.tar.gz');
  await assert.rejects(fetchKeycloakDistribution('26.7.3', path.join(dir, 'out')), /KEYCLOAK_DIST_FILE=.*missing\.tar\.gz does not exist/);
});

/** Names that can never be a real remote host: loopback, a placeholder, and the reserved `.test` and `example.*` names (RFC 2606, 6761). */
const LOCAL_OR_RESERVED = /^(localhost|127\.0\.0\.1|\$\{.*|[\w.-]+\.test|([\w-]+\.)*example\.(org|com|net))$/;

test('no repository host is written in the infra code: every address it uses is a local or reserved one', () => {
  const root = path.join(HERE, '..');
  const sources = fs.readdirSync(root, { recursive: true }).filter((f) => /\.m?js$/.test(f) && !/^(node_modules|test)\//.test(f));
  const remote = sources.flatMap((f) =>
    [...fs.readFileSync(path.join(root, f), 'utf8').matchAll(/https?:\/\/(\$\{|[\w.-]+)/g)]
      .filter((m) => !LOCAL_OR_RESERVED.test(m[1]))
      .map((m) => `${f}: ${m[0]}`),
  );
  assert.equal(remote.length, 0, remote.join('\n'));
});
