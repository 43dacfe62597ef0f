// Checksums and copies of plain files (dumps and KYC documents).
import { createHash } from 'node:crypto';
import { chmodSync, createReadStream, existsSync, mkdirSync, copyFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** @param {string} file @returns {Promise<string>} its SHA-256, hex */
export async function sha256File(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Every file below `dir`, as paths relative to it, sorted. @param {string} dir @returns {string[]} */
export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(r);
      else if (entry.isFile()) out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/**
 * Copies every file of `from` below `to` and lists each with its size and checksum.
 * @param {string} from @param {string} to
 * @returns {Promise<Array<{ path: string, bytes: number, sha256: string }>>}
 */
export async function copyTree(from, to) {
  const files = [];
  for (const rel of listFiles(from)) {
    const target = path.join(to, rel);
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    copyFileSync(path.join(from, rel), target);
    chmodSync(target, 0o600);
    files.push({ path: rel, bytes: statSync(target).size, sha256: await sha256File(target) });
  }
  return files;
}
