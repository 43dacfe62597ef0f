// Pinned tools shared by every checkout of the portal on this machine: the Keycloak distribution as Maven
// delivers it, the Go binaries of the deployment checks, the Python virtualenvs of Schemathesis and of the
// Kubernetes schemas. Each is installed once per version into a folder of its own under
// $PORTAL_TOOL_CACHE (default: $XDG_CACHE_HOME/grant-portal, else ~/.cache/grant-portal), as npm keeps its
// packages in ~/.npm and Maven in ~/.m2, so a fresh clone does not pay for them again. A fresh machine
// installs them on first use: the scripts stay the only set-up step.
// A folder counts as installed only once its `.complete` marker is written (after the install succeeded);
// a half-written one left by a killed install is removed and installed again. Two checkouts installing the
// same tool at the same time take turns (a lock folder beside it, holding the holder's process id). No npm
// package is loaded here: the deployment tools install while `npm ci` rewrites node_modules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { log } from './util.mjs';

const COMPLETE = '.complete';

/** The machine's tool cache (created on first use). */
export function toolCacheDir() {
  const base = process.env.PORTAL_TOOL_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'grant-portal');
  fs.mkdirSync(base, { recursive: true });
  return base;
}

/**
 * The folder of one pinned tool, installed by `install(dir)` when it is missing. `install` writes into `dir`
 * itself (virtualenvs keep their absolute path in their scripts, so the folder is never renamed afterwards).
 * @param {string} name a folder name that includes the version, e.g. `schemathesis-4.32.5`
 * @param {(dir: string) => Promise<void>} install
 * @returns {Promise<string>} the folder
 */
export async function cachedTool(name, install) {
  if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new Error(`not a tool folder name: ${name}`);
  const dir = path.join(toolCacheDir(), name);
  if (fs.existsSync(path.join(dir, COMPLETE))) return dir;
  const release = await lock(`${dir}.lock`);
  try {
    if (fs.existsSync(path.join(dir, COMPLETE))) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    log(`installing ${name} into the tool cache (${dir})`);
    await install(dir);
    fs.writeFileSync(path.join(dir, COMPLETE), `${new Date().toISOString()}\n`);
    return dir;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

/** Whether a process with this id runs on the machine. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Takes the lock folder (mkdir is atomic), waiting while a live process holds it (up to 20 minutes: a pip or
 * go install on a slow network); a folder whose holder died (or that has no holder after 30 s) is taken over. Resolves with the release.
 */
async function lock(folder) {
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'pid'), String(process.pid));
      return () => fs.rmSync(folder, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(fs.readFileSync(path.join(folder, 'pid'), 'utf8'));
    } catch {
      // just made, its pid not yet written: wait for it
    }
    const orphan = holder ? !alive(holder) : Date.now() - (fs.statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 30_000;
    if (orphan) fs.rmSync(folder, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`${folder} is still held by process ${holder || '?'}`);
    else await sleep(1000);
  }
}
