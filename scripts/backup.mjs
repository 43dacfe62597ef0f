#!/usr/bin/env node
// npm run backup -- <dir> [--profile dev|test|test2|production] [--keycloak-db <name> | --no-keycloak] [--kyc-dir <dir> | --no-kyc] [--attachments-dir <dir> | --no-attachments]
//
// Writes into <dir> (new or empty): one pg_dump (custom format, one consistent snapshot per database) of each
// service database of the profile and of Keycloak's PostgreSQL database, a copy of the local KYC document
// folder, and manifest.json (versions, times, sizes, SHA-256 of every file, applied migrations per database).
// See deploy/README.md, "Backup and restore".
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTree, sha256File } from './lib/backup/files.mjs';
import { FORMAT, writeManifest } from './lib/backup/manifest.mjs';
import { dumpDatabase, migrationHeads, versions } from './lib/backup/postgres.mjs';
import { backupTargets, parseArgs } from './lib/backup/targets.mjs';

function release() {
  const version = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')).version ?? null;
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // an image or a copy without git: the version alone
  }
  return { version, commit };
}

/** @param {string} dir @param {Record<string, string | boolean>} options */
export async function backup(dir, options) {
  const targets = backupTargets(options);
  if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${dir} is not empty: a backup goes into a new or empty folder`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const startedAt = new Date();
  const t0 = performance.now();
  const databases = [];
  for (const db of targets.databases) {
    const file = `${db.name}.dump`;
    const s = performance.now();
    // The heads first: a migration applied meanwhile would be in the dump and not in the manifest, never the reverse.
    const heads = await migrationHeads(db.url);
    await dumpDatabase(db.url, path.join(dir, file));
    chmodSync(path.join(dir, file), 0o600); // personal data and password hashes: the owner only
    const bytes = statSync(path.join(dir, file)).size;
    databases.push({
      name: db.name,
      service: db.service,
      file,
      bytes,
      sha256: await sha256File(path.join(dir, file)),
      seconds: (performance.now() - s) / 1000,
      schemaMigrations: heads,
    });
    console.log(`[backup] ${db.name}: ${bytes} bytes in ${((performance.now() - s) / 1000).toFixed(2)} s`);
  }
  let kycDocuments = null;
  if (targets.kycDir) {
    const s = performance.now();
    const files = await copyTree(targets.kycDir, path.join(dir, 'kyc-documents'));
    kycDocuments = {
      source: targets.kycDir,
      folder: 'kyc-documents',
      files,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
      seconds: (performance.now() - s) / 1000,
    };
    console.log(`[backup] KYC documents: ${files.length} files, ${kycDocuments.bytes} bytes from ${targets.kycDir}`);
  } else {
    console.log('[backup] KYC documents: not in this backup (S3 or --no-kyc: back the bucket up with its own versioning or replication)');
  }
  let reportAttachments = null;
  if (targets.attachmentsDir) {
    const s = performance.now();
    const files = await copyTree(targets.attachmentsDir, path.join(dir, 'report-attachments'));
    reportAttachments = {
      source: targets.attachmentsDir,
      folder: 'report-attachments',
      files,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
      seconds: (performance.now() - s) / 1000,
    };
    console.log(`[backup] report attachments: ${files.length} files, ${reportAttachments.bytes} bytes from ${targets.attachmentsDir}`);
  } else {
    console.log('[backup] report attachments: not in this backup (S3 or --no-attachments: back the bucket up with its own versioning or replication)');
  }
  const manifest = {
    format: FORMAT,
    profile: targets.profile,
    host: hostname(),
    release: release(),
    ...(await versions(targets.databases[0].url)),
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    seconds: (performance.now() - t0) / 1000,
    keycloak: targets.keycloak,
    databases,
    kycDocuments,
    reportAttachments,
  };
  writeManifest(dir, manifest);
  const total = databases.reduce((n, d) => n + d.bytes, 0) + (kycDocuments?.bytes ?? 0) + (reportAttachments?.bytes ?? 0);
  const documents = (kycDocuments?.files.length ?? 0) + (reportAttachments?.files.length ?? 0);
  console.log(`[backup] ${databases.length} databases and ${documents} documents, ${total} bytes, in ${manifest.seconds.toFixed(2)} s → ${dir}`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { options, positional } = parseArgs(process.argv.slice(2));
  if (positional.length !== 1) {
    console.error(
      'usage: npm run backup -- <dir> [--profile dev|test|test2|production] [--keycloak-db <name> | --no-keycloak] [--kyc-dir <dir> | --no-kyc] [--attachments-dir <dir> | --no-attachments]',
    );
    process.exit(2);
  }
  await backup(path.resolve(process.env.INIT_CWD ?? process.cwd(), positional[0]), options).catch((error) => {
    console.error(`[backup] failed: ${error.message}`);
    process.exit(1);
  });
}
