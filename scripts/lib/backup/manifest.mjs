// manifest.json of a backup: what it holds, each file's size and SHA-256, versions, times, and the
// applied migrations of each database; restore checks every checksum before it changes anything.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256File } from './files.mjs';

export const MANIFEST = 'manifest.json';
export const FORMAT = 1;

/** @param {string} dir @param {object} manifest */
export function writeManifest(dir, manifest) {
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** @param {string} dir */
export function readManifest(dir) {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${file} is missing: not a backup made by npm run backup`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`backup format ${manifest.format} is not supported (this build reads format ${FORMAT})`);
  return manifest;
}

/**
 * Every file the manifest lists, present with its size and checksum. Returns the problems found (empty when sound).
 * @param {string} dir @param {{ databases: Array<{ file: string, bytes: number, sha256: string }>, kycDocuments?: { folder: string, files: Array<{ path: string, bytes: number, sha256: string }> } | null, reportAttachments?: { folder: string, files: Array<{ path: string, bytes: number, sha256: string }> } | null }} manifest
 */
export async function verifyBackup(dir, manifest) {
  const entries = [
    ...manifest.databases.map((d) => ({ file: d.file, bytes: d.bytes, sha256: d.sha256 })),
    ...(manifest.kycDocuments?.files ?? []).map((f) => ({ file: path.join(manifest.kycDocuments.folder, f.path), bytes: f.bytes, sha256: f.sha256 })),
    ...(manifest.reportAttachments?.files ?? []).map((f) => ({ file: path.join(manifest.reportAttachments.folder, f.path), bytes: f.bytes, sha256: f.sha256 })),
  ];
  const problems = [];
  for (const e of entries) {
    const file = path.join(dir, e.file);
    if (!existsSync(file)) problems.push(`${e.file}: missing`);
    else if (statSync(file).size !== e.bytes) problems.push(`${e.file}: ${statSync(file).size} bytes, the manifest says ${e.bytes}`);
    else if ((await sha256File(file)) !== e.sha256) problems.push(`${e.file}: checksum does not match the manifest`);
  }
  return problems;
}
