import { test, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '@portal/service-kit';
import { databaseUrl } from '../support/platform.js';

const scratch = `portal_migrations_${process.pid}`;
const admin = new pg.Client({ connectionString: databaseUrl('postgres').replace(/\/[^/]+$/, '/postgres') });
const url = databaseUrl('x').replace(/\/[^/]+$/, `/${scratch}`);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin.end();
});

test('the runner applies migrations in order once, refuses edited ones and rolls back a failing one', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await writeFile(path.join(dir, '0001_one.sql'), 'CREATE TABLE one (id int PRIMARY KEY);');
  await writeFile(path.join(dir, '0002_two.sql'), 'INSERT INTO one VALUES (1);');
  assert.deepEqual(await migrate(url, [{ scope: 's', dir }]), ['s/0001_one.sql', 's/0002_two.sql']);
  assert.deepEqual(await migrate(url, [{ scope: 's', dir }]), []);

  await writeFile(path.join(dir, '0003_bad.sql'), 'INSERT INTO one VALUES (2); INSERT INTO missing VALUES (1);');
  await assert.rejects(migrate(url, [{ scope: 's', dir }]), /0003_bad\.sql failed/);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  assert.equal((await client.query('SELECT count(*)::int AS n FROM one')).rows[0].n, 1, 'the failed migration left nothing behind');
  await client.end();

  await writeFile(path.join(dir, '0003_bad.sql'), 'SELECT 1;');
  await writeFile(path.join(dir, '0001_one.sql'), 'CREATE TABLE one (id bigint PRIMARY KEY);');
  await assert.rejects(migrate(url, [{ scope: 's', dir }]), /changed after it was applied/);
});

test('two runners starting together apply each migration exactly once', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await writeFile(path.join(dir, '0001_counter.sql'), 'CREATE TABLE counter (n int); INSERT INTO counter VALUES (1);');
  const results = await Promise.all([migrate(url, [{ scope: 'c', dir }]), migrate(url, [{ scope: 'c', dir }])]);
  assert.equal(results.flat().length, 1);
});
