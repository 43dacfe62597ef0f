#!/usr/bin/env node
// npm run restore -- <dir> [--profile dev|test|test2|production] [--force] [--keycloak-db <name> | --no-keycloak] [--kyc-dir <dir> | --no-kyc] [--attachments-dir <dir> | --no-attachments]
//
// Restores a backup made by `npm run backup` into the profile's databases and KYC folder. Every file's
// checksum is checked against the manifest first: one mismatch and nothing is changed. A database with
// tables, or a KYC folder with files, is refused unless --force (which empties it first). Stop the gateway
// and the services before, start them after. See deploy/README.md, "Backup and restore".
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './lib/backup/files.mjs';
import { readManifest, verifyBackup } from './lib/backup/manifest.mjs';
import { otherSessions, reachable, restoreDatabase, userRelations, wipeDatabase } from './lib/backup/postgres.mjs';
import { backupTargets, parseArgs } from './lib/backup/targets.mjs';

/** @param {string} dir @param {Record<string, string | boolean>} options */
export async function restore(dir, options) {
  const t0 = performance.now();
  const manifest = readManifest(dir);
  const problems = await verifyBackup(dir, manifest);
  if (problems.length) throw new Error(`the backup is damaged, nothing was restored:\n  ${problems.join('\n  ')}`);
  const targets = backupTargets({ ...options, profile: options.profile ?? manifest.profile });
  const byService = new Map(targets.databases.map((d) => [d.service, d]));

  // Where each dump goes (by service: a backup of one profile restores into another's names), all checked before any change.
  const plan = [];
  for (const db of manifest.databases) {
    const target = byService.get(db.service);
    if (!target) {
      console.log(`[restore] ${db.name}: skipped (this profile has no ${db.service} database to restore it into)`);
      continue;
    }
    if (!(await reachable(target.url)))
      throw new Error(`${target.name} does not exist or cannot be signed in to: create it (empty, owned by the services' role) first`);
    const sessions = await otherSessions(target.url);
    if (sessions > 0) throw new Error(`${target.name} has ${sessions} other connection(s): stop the services (and Keycloak for its database) first`);
    const relations = await userRelations(target.url);
    if (relations > 0 && !options.force)
      throw new Error(`${target.name} is not empty (${relations} tables and sequences): stop the services and add --force to replace it`);
    plan.push({ db, target, wipe: relations > 0 });
  }
  const kyc = manifest.kycDocuments && targets.kycDir ? { from: path.join(dir, manifest.kycDocuments.folder), to: targets.kycDir } : null;
  if (kyc && listFiles(kyc.to).length && !options.force) throw new Error(`${kyc.to} holds files: add --force to replace them`);
  const attachments =
    manifest.reportAttachments && targets.attachmentsDir ? { from: path.join(dir, manifest.reportAttachments.folder), to: targets.attachmentsDir } : null;
  if (attachments && listFiles(attachments.to).length && !options.force) throw new Error(`${attachments.to} holds files: add --force to replace them`);

  for (const { db, target, wipe } of plan) {
    const s = performance.now();
    if (wipe) await wipeDatabase(target.url);
    await restoreDatabase(target.url, path.join(dir, db.file));
    console.log(`[restore] ${db.name} → ${target.name}: ${db.bytes} bytes in ${((performance.now() - s) / 1000).toFixed(2)} s`);
  }
  if (kyc) {
    rmSync(kyc.to, { recursive: true, force: true });
    mkdirSync(kyc.to, { recursive: true, mode: 0o700 });
    if (existsSync(kyc.from)) cpSync(kyc.from, kyc.to, { recursive: true });
    console.log(`[restore] KYC documents: ${manifest.kycDocuments.files.length} files → ${kyc.to}`);
  }
  if (attachments) {
    rmSync(attachments.to, { recursive: true, force: true });
    mkdirSync(attachments.to, { recursive: true, mode: 0o700 });
    if (existsSync(attachments.from)) cpSync(attachments.from, attachments.to, { recursive: true });
    console.log(`[restore] report attachments: ${manifest.reportAttachments.files.length} files → ${attachments.to}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `[restore] done in ${seconds.toFixed(2)} s (backup of ${manifest.startedAt}, release ${manifest.release?.commit ?? manifest.release?.version ?? 'unknown'})`,
  );
  return { seconds, databases: plan.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { options, positional } = parseArgs(process.argv.slice(2));
  if (positional.length !== 1) {
    console.error(
      'usage: npm run restore -- <dir> [--profile dev|test|test2|production] [--force] [--keycloak-db <name> | --no-keycloak] [--kyc-dir <dir> | --no-kyc] [--attachments-dir <dir> | --no-attachments]',
    );
    process.exit(2);
  }
  await restore(path.resolve(process.env.INIT_CWD ?? process.cwd(), positional[0]), options).catch((error) => {
    console.error(`[restore] refused: ${error.message}`);
    process.exit(1);
  });
}
