// The outputs of each build step (a workspace's dist/, a service's generated Prisma client, the frontends'
// bundles), kept in the machine's tool cache ($PORTAL_TOOL_CACHE/builds/<step>/<key>) so that a clone whose
// step inputs are the same as an earlier build's gets the same outputs back instead of compiling them again
// (on 2 cores the build is some 55 s of a fresh clone's `npm test`, most of it steps a commit did not touch).
//
// A step's key hashes the contents of every file of its folders that git does not ignore (tracked or new, so
// an uncommitted edit counts), the keys of the steps it builds on, the build's own settings (lock file, root
// manifest and tsconfig, this script's callers), Node's version and the environment variables the step reads.
// Any change there misses the cache and the step runs as before; its outputs are then kept. Outputs are
// copied both ways (never shared with the cache), so nothing a build or a test writes can change an entry.
// PORTAL_BUILD_CACHE=off turns the cache off.
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toolCacheDir } from '../infra/lib/tool-cache.mjs';

/** The entries kept per step: the newest few (a branch switch back and forth stays cached). */
const KEEP = 4;
/** Files every step's key covers: what decides how any step builds. */
const SHARED_INPUTS = ['package-lock.json', 'package.json', 'tsconfig.base.json', 'scripts/build.mjs', 'scripts/lib/build-cache.mjs'];

/** Whether the cache is in use (PORTAL_BUILD_CACHE=off turns it off). */
export const buildCacheEnabled = (env = process.env) => env.PORTAL_BUILD_CACHE !== 'off';

/**
 * The files of `folders` (relative to `root`) that git does not ignore, tracked or not, sorted; `skip` leaves
 * some out by name (test files that no bundle includes). Outside a git checkout: null (no key, no cache).
 */
function inputFiles(root, folders, skip) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...folders], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) return null;
  return [...new Set(listed.stdout.split('\0').filter(Boolean))].filter((f) => !skip?.test(f)).sort();
}

/**
 * The key of one step.
 * @param {string} root
 * @param {{ name: string, folders: string[], skip?: RegExp, env?: string[] }} step
 * @param {string[]} dependencyKeys the keys of the steps it builds on
 * @returns {string | null} null when the inputs cannot be listed
 */
export function buildKey(root, step, dependencyKeys = []) {
  const files = inputFiles(root, [...SHARED_INPUTS, ...step.folders], step.skip);
  if (!files) return null;
  const hash = createHash('sha256');
  hash.update(`${step.name}\n${process.version} ${process.platform}-${process.arch}\n${dependencyKeys.join(',')}\n`);
  for (const name of step.env ?? []) hash.update(`env ${name}=${process.env[name] ?? ''}\n`);
  for (const file of files) {
    hash.update(`\n${file}\n`);
    // A listed file git still tracks but that was deleted from the checkout counts as absent.
    if (fs.existsSync(path.join(root, file))) hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 32);
}

const stepDir = (name) => path.join(toolCacheDir(), 'builds', name.replaceAll('/', '__'));

/**
 * Copies a kept build of `key` into place (each output removed first); false when there is none.
 * @param {string} root
 * @param {{ name: string, outputs: string[] }} step
 * @param {string} key
 */
export function restoreBuild(root, step, key) {
  const entry = path.join(stepDir(step.name), key);
  if (!fs.existsSync(path.join(entry, '.complete'))) return false;
  for (const output of step.outputs) {
    const target = path.join(root, output);
    fs.rmSync(target, { recursive: true, force: true });
    const kept = path.join(entry, 'outputs', output);
    if (fs.existsSync(kept)) fs.cpSync(kept, target, { recursive: true, preserveTimestamps: true });
  }
  // Used now: the newest entries are the ones kept.
  const now = new Date();
  fs.utimesSync(entry, now, now);
  return true;
}

/**
 * Keeps the outputs of a build of `key` (written aside, then renamed into place, so a reader never sees half
 * an entry), and removes the step's oldest entries beyond the few kept.
 * @param {string} root
 * @param {{ name: string, outputs: string[] }} step
 * @param {string} key
 */
export function saveBuild(root, step, key) {
  const dir = stepDir(step.name);
  const entry = path.join(dir, key);
  if (fs.existsSync(path.join(entry, '.complete'))) return;
  const aside = path.join(dir, `.${key}-${randomUUID()}`);
  try {
    for (const output of step.outputs) {
      const source = path.join(root, output);
      if (fs.existsSync(source)) fs.cpSync(source, path.join(aside, 'outputs', output), { recursive: true, preserveTimestamps: true });
    }
    fs.mkdirSync(aside, { recursive: true });
    fs.writeFileSync(path.join(aside, '.complete'), `${new Date().toISOString()}\n`);
    fs.rmSync(entry, { recursive: true, force: true });
    fs.renameSync(aside, entry);
  } catch (error) {
    fs.rmSync(aside, { recursive: true, force: true });
    // Another clone saved the same entry at the same moment: theirs is as good as ours.
    if (!fs.existsSync(path.join(entry, '.complete'))) throw error;
  }
  const entries = fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, used: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const old of entries.slice(KEEP)) fs.rmSync(path.join(dir, old.name), { recursive: true, force: true });
}
