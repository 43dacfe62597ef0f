// The installed node_modules folders of one exact dependency set, kept in the machine's tool cache
// ($PORTAL_TOOL_CACHE/node-modules/<key>) so that another clone of the same commit range does not pay `npm ci`
// again (~45 s of a fresh clone's `npm test` on 2 cores, most of it writing some 65,000 files). The key hashes
// package-lock.json, every package.json of the workspaces (all but the scripts npm ci does not run), Node's and
// npm's versions and the platform: any change there misses the cache and runs `npm ci`, which also checks that
// the lock file and the manifests agree.
//
// A restore hard-links the files (`cp -al`: about a second), so a checkout and the cache share each file's
// contents. Tools write new files beside packages (caches under node_modules/.cache), never into a package's
// own files; should anything rewrite one in place, the cache would change with it. Every entry therefore
// keeps a manifest (path, size and modification time of every file) that a restore checks first: an entry
// whose files changed is removed and `npm ci` runs. npm's own record of the install
// (node_modules/.package-lock.json) is written as a fresh copy, since npm rewrites it in place.
// PORTAL_DEPENDENCY_CACHE=off turns the cache off.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toolCacheDir } from '../infra/lib/tool-cache.mjs';

const MANIFEST = 'manifest.json';
const TREE = 'tree';
/** The entries kept: the newest few dependency sets (a branch switch back and forth stays cached). */
const KEEP = 3;
/** npm's record of the installed tree: rewritten in place by npm, so never shared with the cache. */
const NPM_RECORD = path.join('node_modules', '.package-lock.json');

/** Whether the cache is in use (PORTAL_DEPENDENCY_CACHE=off turns it off). */
export const dependencyCacheEnabled = (env = process.env) => env.PORTAL_DEPENDENCY_CACHE !== 'off';

/** The folders, relative to the root, whose package.json takes part in the install: the root and its workspaces. */
export function workspaceFolders(root) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = ['.'];
  for (const pattern of workspaces) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      for (const entry of fs.readdirSync(path.join(root, parent), { withFileTypes: true })) {
        if (entry.isDirectory() && fs.existsSync(path.join(root, parent, entry.name, 'package.json'))) folders.push(path.join(parent, entry.name));
      }
    } else folders.push(pattern);
  }
  return folders.sort();
}

/** The cache key of the root's dependency set: lock file, manifests, Node, npm and platform. */
export function dependencyKey(root, { npmVersion = currentNpmVersion() } = {}) {
  const hash = createHash('sha256');
  hash.update(`${process.version} npm ${npmVersion} ${process.platform}-${process.arch}\n`);
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  for (const folder of workspaceFolders(root)) {
    hash.update(`\n${folder}\n`);
    hash.update(installedPart(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')));
  }
  return hash.digest('hex').slice(0, 32);
}

/** The scripts `npm ci` runs itself; every other script (test, lint, start …) leaves the installed tree as it is. */
const INSTALL_SCRIPTS = new Set(['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare']);

/** A manifest as the install sees it: every field, but of `scripts` only those `npm ci` runs. */
function installedPart(manifestText) {
  const manifest = JSON.parse(manifestText);
  const installScripts = Object.entries(manifest.scripts ?? {}).filter(([name]) => INSTALL_SCRIPTS.has(name));
  delete manifest.scripts;
  if (installScripts.length) manifest.scripts = Object.fromEntries(installScripts);
  return JSON.stringify(manifest);
}

function currentNpmVersion() {
  const fromAgent = /\bnpm\/(\S+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
  if (fromAgent) return fromAgent;
  return spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim();
}

/** The node_modules folders an install produced, relative to the root. */
function installedFolders(root) {
  return workspaceFolders(root)
    .map((folder) => path.join(folder, 'node_modules'))
    .filter((folder) => fs.existsSync(path.join(root, folder)));
}

/** Every regular file under `dir` as [path relative to `dir`, size, mtime in ms]; symbolic links are not followed. */
function listFiles(dir) {
  const files = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        const stat = fs.statSync(path.join(dir, child));
        files.push([child, stat.size, stat.mtimeMs]);
      }
    }
  };
  walk('.');
  return files;
}

/** Whether every file the manifest names is still there, of the same size and modification time. */
function unchanged(tree, manifest) {
  for (const [file, size, mtimeMs] of manifest.files) {
    let stat;
    try {
      stat = fs.statSync(path.join(tree, file));
    } catch {
      return false;
    }
    if (stat.size !== size || stat.mtimeMs !== mtimeMs) return false;
  }
  return true;
}

/** Hard-links `from` (a folder) as `to`; false when the two are on different file systems or cp fails. */
function linkTree(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  return spawnSync('cp', ['-al', from, to], { stdio: 'ignore' }).status === 0;
}

/** Replaces a hard-linked file by a copy of its own, so writes to it stay in the checkout. */
function unshare(file) {
  if (!fs.existsSync(file)) return;
  const contents = fs.readFileSync(file);
  fs.rmSync(file);
  fs.writeFileSync(file, contents);
}

function entriesDir() {
  const dir = path.join(toolCacheDir(), 'node-modules');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Puts the cached node_modules folders of the root's dependency set in place. Returns the number of files
 * restored, or null when there is no usable entry (none for this key, or one whose files changed: removed).
 */
export function restoreDependencies(root, key = dependencyKey(root)) {
  const entry = path.join(entriesDir(), key);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(entry, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  const tree = path.join(entry, TREE);
  if (!unchanged(tree, manifest)) {
    fs.rmSync(entry, { recursive: true, force: true });
    return null;
  }
  for (const folder of manifest.folders) fs.rmSync(path.join(root, folder), { recursive: true, force: true });
  for (const folder of manifest.folders) {
    if (!linkTree(path.join(tree, folder), path.join(root, folder))) {
      for (const f of manifest.folders) fs.rmSync(path.join(root, f), { recursive: true, force: true });
      return null;
    }
  }
  // A fresh copy with a new modification time: it also tells installDependencies the install is current.
  unshare(path.join(root, NPM_RECORD));
  const now = new Date();
  fs.utimesSync(entry, now, now);
  return manifest.files.length;
}

/**
 * Keeps the root's freshly installed node_modules folders as the entry of its dependency set (a no-op when one
 * exists), and removes all but the newest few entries. Call it right after `npm ci`, before anything writes a
 * cache beside the packages.
 */
export function saveDependencies(root, key = dependencyKey(root)) {
  const dir = entriesDir();
  const entry = path.join(dir, key);
  if (fs.existsSync(path.join(entry, MANIFEST))) return;
  const pending = `${entry}.${process.pid}.partial`;
  fs.rmSync(pending, { recursive: true, force: true });
  try {
    const folders = installedFolders(root);
    for (const folder of folders) {
      if (!linkTree(path.join(root, folder), path.join(pending, TREE, folder))) throw new Error(`could not link ${folder}`);
    }
    // The checkout keeps a copy of npm's record of its own; the entry's stays as npm wrote it.
    unshare(path.join(root, NPM_RECORD));
    const files = listFiles(path.join(pending, TREE));
    fs.writeFileSync(path.join(pending, MANIFEST), JSON.stringify({ folders, files }));
    fs.renameSync(pending, entry);
  } catch (error) {
    fs.rmSync(pending, { recursive: true, force: true });
    throw error;
  }
  pruneEntries(dir);
}

function pruneEntries(dir) {
  const entries = fs
    .readdirSync(dir)
    .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const now = Date.now();
  for (const { name, at } of entries.slice(KEEP)) {
    // A partial entry of a save still running elsewhere is left alone for a while.
    if (name.endsWith('.partial') && now - at < 10 * 60_000) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
