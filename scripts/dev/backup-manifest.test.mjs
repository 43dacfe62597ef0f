// The backup's pieces that need no database: what a profile covers, and the manifest check that stops a
// restore of a damaged backup before anything changes.
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTree, sha256File } from '../lib/backup/files.mjs';
import { FORMAT, readManifest, verifyBackup, writeManifest } from '../lib/backup/manifest.mjs';
import { backupTargets, parseArgs } from '../lib/backup/targets.mjs';

test('each profile covers its five service databases, Keycloak only where it runs on PostgreSQL', () => {
  const dev = backupTargets({}, {});
  assert.deepEqual(
    dev.databases.map((d) => d.name),
    ['portal_identity', 'portal_accounts_kyc', 'portal_payments', 'portal_support', 'portal_ledger'], // payments before the ledger
  );
  assert.match(dev.keycloak, /^h2/);
  const test = backupTargets({ profile: 'test' }, {});
  assert.ok(test.databases.every((d) => d.name.endsWith('_test')));
  assert.match(test.kycDir ?? '', /kyc-documents-test$/);
  const prod = backupTargets({ profile: 'production' }, { PGPASSWORD: 'p', KEYCLOAK_DB_PASSWORD: 'k' });
  assert.deepEqual(prod.databases.at(-1), { name: 'keycloak_prod', service: 'keycloak', url: 'postgresql://keycloak_prod:k@127.0.0.1:5432/keycloak_prod' });
  assert.ok(prod.databases.slice(0, 5).every((d) => d.name.endsWith('_prod') && d.url.startsWith('postgresql://portal_prod:p@')));
  const managed = backupTargets(
    { profile: 'production', 'no-kyc': true },
    { PGPASSWORD: 'p', LEDGER_WITHDRAWALS_DATABASE_URL: 'postgresql://u:s@db.internal:5432/ledger' },
  );
  assert.deepEqual(managed.databases[4], { name: 'ledger', service: 'ledger-withdrawals', url: 'postgresql://u:s@db.internal:5432/ledger' });
  assert.equal(managed.kycDir, null);
  assert.equal(backupTargets({ profile: 'production' }, { PGPASSWORD: 'p', KYC_STORAGE: 's3' }).kycDir, null);
  assert.throws(() => backupTargets({ profile: 'staging' }, {}), /--profile must be one of/);
});

test('options: --name value, --name=value and flags', () => {
  assert.deepEqual(parseArgs(['dir', '--profile', 'test', '--force', '--kyc-dir=/x']), {
    options: { profile: 'test', force: true, 'kyc-dir': '/x' },
    positional: ['dir'],
  });
});

test('a backup whose files are missing, cut short or changed is reported file by file', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-manifest-'));
  try {
    writeFileSync(path.join(dir, 'a.dump'), 'first database');
    writeFileSync(path.join(dir, 'b.dump'), 'second database');
    const docs = path.join(dir, 'source');
    mkdirSync(path.join(docs, 'user'), { recursive: true });
    writeFileSync(path.join(docs, 'user', 'aml.pdf'), '%PDF-1.4');
    const files = await copyTree(docs, path.join(dir, 'kyc-documents'));
    const entry = async (file) => ({
      file,
      bytes: Buffer.byteLength(file === 'a.dump' ? 'first database' : 'second database'),
      sha256: await sha256File(path.join(dir, file)),
    });
    const manifest = { format: FORMAT, databases: [await entry('a.dump'), await entry('b.dump')], kycDocuments: { folder: 'kyc-documents', files } };
    writeManifest(dir, manifest);
    assert.deepEqual(await verifyBackup(dir, readManifest(dir)), []);

    writeFileSync(path.join(dir, 'a.dump'), 'first databasX');
    writeFileSync(path.join(dir, 'b.dump'), 'second');
    rmSync(path.join(dir, 'kyc-documents', 'user', 'aml.pdf'));
    assert.deepEqual(await verifyBackup(dir, manifest), [
      'a.dump: checksum does not match the manifest',
      'b.dump: 6 bytes, the manifest says 15',
      'kyc-documents/user/aml.pdf: missing',
    ]);
    writeManifest(dir, { ...manifest, format: 99 });
    assert.throws(() => readManifest(dir), /format 99 is not supported/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
