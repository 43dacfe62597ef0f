import { test, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { awaitSchema, KIT_MIGRATIONS, migrate, NewerSchemaError, schemaState } from '@portal/service-kit';
import '../support/nest-logs.js';
import { natsPasswordEnv } from '@portal/contracts';
import { databaseUrl } from '../support/platform.js';
import { dropScratchDatabase, withClient } from '../support/scratch-database.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const admin = new pg.Client({ connectionString: databaseUrl('postgres').replace(/\/[^/]+$/, '/postgres') });
const adminReady = admin.connect();
const created: string[] = [];

/** A fresh empty database of this file, dropped after the file. */
async function scratchUrl(): Promise<string> {
  await adminReady;
  const name = `portal_migrations_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  created.push(name);
  return databaseUrl('x').replace(/\/[^/]+$/, `/${name}`);
}

afterAll(async () => {
  for (const name of created) await dropScratchDatabase(admin, name);
  await admin.end();
});

test('the runner applies migrations in order once, refuses edited ones and rolls back a failing one', async () => {
  const url = await scratchUrl();
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await writeFile(path.join(dir, '0001_one.sql'), 'CREATE TABLE one (id int PRIMARY KEY);');
  await writeFile(path.join(dir, '0002_two.sql'), 'INSERT INTO one VALUES (1);');
  assert.deepEqual(await migrate(url, [{ scope: 's', dir }]), ['s/0001_one.sql', 's/0002_two.sql']);
  assert.deepEqual(await migrate(url, [{ scope: 's', dir }]), []);

  await writeFile(path.join(dir, '0003_bad.sql'), 'INSERT INTO one VALUES (2); INSERT INTO missing VALUES (1);');
  await assert.rejects(migrate(url, [{ scope: 's', dir }]), /0003_bad\.sql failed/);
  const n = await withClient(url, async (c) => (await c.query('SELECT count(*)::int AS n FROM one')).rows[0].n);
  assert.equal(n, 1, 'the failed migration left nothing behind');

  await writeFile(path.join(dir, '0003_bad.sql'), 'SELECT 1;');
  await writeFile(path.join(dir, '0001_one.sql'), 'CREATE TABLE one (id bigint PRIMARY KEY);');
  await assert.rejects(migrate(url, [{ scope: 's', dir }]), /changed after it was applied/);
});

test('two runners starting together apply each migration exactly once', async () => {
  const url = await scratchUrl();
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await writeFile(path.join(dir, '0001_counter.sql'), 'CREATE TABLE counter (n int); INSERT INTO counter VALUES (1);');
  const results = await Promise.all([migrate(url, [{ scope: 'c', dir }]), migrate(url, [{ scope: 'c', dir }])]);
  assert.equal(results.flat().length, 1);
});

test('an older build refuses a database a newer release migrated, and applies nothing to it', async () => {
  const url = await scratchUrl();
  const newer = await mkdtemp(path.join(tmpdir(), 'migrations-newer-'));
  await writeFile(path.join(newer, '0001_one.sql'), 'CREATE TABLE one (id int PRIMARY KEY);');
  await writeFile(path.join(newer, '0002_two.sql'), 'ALTER TABLE one ADD COLUMN two text;');
  await migrate(url, [{ scope: 's', dir: newer }]);

  // The older build knows 0001 only, and a kit migration the newer one never had.
  const older = await mkdtemp(path.join(tmpdir(), 'migrations-older-'));
  await writeFile(path.join(older, '0001_one.sql'), 'CREATE TABLE one (id int PRIMARY KEY);');
  const kit = await mkdtemp(path.join(tmpdir(), 'migrations-kit-'));
  await writeFile(path.join(kit, '0001_k.sql'), 'CREATE TABLE k (id int);');
  const sources = [
    { scope: 'k', dir: kit },
    { scope: 's', dir: older },
  ];
  const refused = await migrate(url, sources).then(
    () => assert.fail('the older build migrated a newer database'),
    (error: Error) => error,
  );
  assert.ok(refused instanceof NewerSchemaError);
  assert.deepEqual(refused.unknown, ['s/0002_two.sql']);
  assert.match(refused.message, /does not know: s\/0002_two\.sql/);
  assert.match(refused.message, /an older build must not run against a newer schema/);
  assert.equal(await withClient(url, async (c) => (await c.query(`SELECT to_regclass('k') AS t`)).rows[0].t), null, 'nothing applied');

  assert.deepEqual(await schemaState(url, sources), { applied: ['s/0001_one.sql', 's/0002_two.sql'], pending: ['k/0001_k.sql'], unknown: ['s/0002_two.sql'] });
  await assert.rejects(awaitSchema(url, sources, { timeoutMs: 0 }), NewerSchemaError);
});

test('a process that does not migrate waits for the migration step, then refuses an older schema', async () => {
  const url = await scratchUrl();
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await writeFile(path.join(dir, '0001_one.sql'), 'CREATE TABLE one (id int PRIMARY KEY);');
  await assert.rejects(awaitSchema(url, [{ scope: 's', dir }], { timeoutMs: 0 }), /lacks 1 migration\(s\) of this build: s\/0001_one\.sql/);
  let waited: string[] = [];
  const waiting = awaitSchema(url, [{ scope: 's', dir }], { timeoutMs: 30_000, intervalMs: 50, onWait: (pending) => (waited = pending) });
  await migrate(url, [{ scope: 's', dir }]);
  assert.deepEqual((await waiting).pending, []);
  assert.ok(waited.length <= 1);
});

/** `node dist/main.js …` of a service on `url`: how it ended and what it wrote. */
function runServiceProcess(service: string, url: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['dist/main.js', ...args], {
    cwd: path.join(ROOT, 'services', service),
    env: {
      ...process.env,
      [`${service.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`]: url,
      // Its own NATS user, but a NATS that is not there: a start that got past the schema check would not serve.
      NATS_URL: 'nats://127.0.0.1:1',
      NATS_USER: service,
      NATS_PASSWORD: process.env[natsPasswordEnv(service)] ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  // A start that got past the check would wait for NATS forever: it is ended, and counts as started.
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 0, output });
    }),
  );
}

test('a service refuses to start on a database with a migration its build does not have', async () => {
  const url = await scratchUrl();
  const own = { scope: 'support', dir: path.join(ROOT, 'services/support/migrations') };
  await migrate(url, [KIT_MIGRATIONS, own]);
  const first = await runServiceProcess('support', url, ['--migrate-only']);
  assert.equal(first.code, 0, first.output);

  await withClient(url, (c) => c.query(`INSERT INTO schema_migrations (version, checksum) VALUES ('support/9999_from_a_newer_release.sql', 'x')`));
  for (const [args, env] of [
    [['--migrate-only'], {}],
    [[], { MIGRATE_ON_START: 'false' }],
    [[], {}],
  ] as const) {
    const run = await runServiceProcess('support', url, [...args], env);
    assert.notEqual(run.code, 0, `started with ${JSON.stringify({ args, env })}`);
    assert.match(run.output, /support\/9999_from_a_newer_release\.sql/);
    assert.match(run.output, /an older build must not run against a newer schema/);
    assert.doesNotMatch(run.output, /service listening/);
  }
});
