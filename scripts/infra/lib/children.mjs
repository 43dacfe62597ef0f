// Child processes started by this Node process: spawned in their own process group, logged to
// .data/logs/<name>.log, recorded in .data/run/<name>.pid, and stopped on stopAll(), on process
// exit and on SIGINT/SIGTERM/SIGHUP.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOG_DIR, RUN_DIR, ensureDataDir, log, pidAlive, sleep } from './util.mjs';

/**
 * @typedef {object} ManagedChild
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} proc
 * @property {number} pid
 * @property {string} logFile
 * @property {string} pidFile
 * @property {boolean} exited
 * @property {string} exitInfo
 * @property {boolean} stopping
 * @property {Promise<void>} exitPromise
 */

/** @type {Set<ManagedChild>} */
const children = new Set();
let hooksInstalled = false;

/**
 * Spawns a long-running server as a child in its own process group.
 * @param {{ name: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string, logName?: string, truncateLog?: boolean }} o
 * @returns {ManagedChild}
 */
export function spawnManaged({ name, cmd, args, env, cwd, logName, truncateLog = false }) {
  ensureDataDir('logs', 'run');
  installExitHooks();
  const logFile = path.join(LOG_DIR, `${logName ?? name}.log`);
  const fd = fs.openSync(logFile, truncateLog ? 'w' : 'a');
  fs.writeSync(fd, `\n===== ${new Date().toISOString()} ${cmd} ${args.join(' ')}\n`);
  const proc = spawn(cmd, args, {
    cwd: cwd ?? process.cwd(),
    env: env ?? process.env,
    stdio: ['ignore', fd, fd],
    detached: true, // own process group: we can signal the whole tree (kc.sh + java)
  });
  fs.closeSync(fd);
  /** @type {ManagedChild} */
  const child = {
    name,
    proc,
    pid: proc.pid ?? -1,
    logFile,
    pidFile: path.join(RUN_DIR, `${logName ?? name}.pid`),
    exited: false,
    exitInfo: '',
    stopping: false,
    exitPromise: Promise.resolve(),
  };
  child.exitPromise = new Promise((resolve) => {
    proc.once('exit', (code, signal) => {
      child.exited = true;
      child.exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      children.delete(child);
      try {
        fs.rmSync(child.pidFile, { force: true });
      } catch {}
      if (!child.stopping) log(`${name} exited unexpectedly (${child.exitInfo}); log: ${path.relative(process.cwd(), logFile)}`);
      resolve();
    });
    proc.once('error', (err) => {
      child.exited = true;
      child.exitInfo = `spawn error: ${err.message}`;
      children.delete(child);
      resolve();
    });
  });
  if (proc.pid) {
    startReaper(proc.pid);
    fs.writeFileSync(child.pidFile, `${proc.pid}\n${cmd}\n${process.pid}\n`);
    children.add(child);
  }
  // Do not keep the event loop alive because of the child alone.
  proc.unref();
  return child;
}

/**
 * Stops one child: SIGTERM to its process group, SIGKILL after `graceMs`.
 * @param {ManagedChild} child
 * @param {number} [graceMs]
 */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exited) return;
  child.stopping = true;
  signalGroup(child.pid, 'SIGTERM');
  const killed = await Promise.race([child.exitPromise.then(() => true), sleep(graceMs).then(() => false)]);
  if (!killed) {
    log(`${child.name} did not stop within ${graceMs / 1000} s, sending SIGKILL`);
    signalGroup(child.pid, 'SIGKILL');
    await Promise.race([child.exitPromise, sleep(3000)]);
  }
  // The group may still hold grandchildren (e.g. java under kc.sh): make sure they are gone.
  signalGroup(child.pid, 'SIGKILL');
}

/** Stops every child started by this process (in reverse start order). */
export async function stopAllChildren() {
  const list = [...children].reverse();
  await Promise.all(list.map((c) => stopChild(c)));
}

/** @returns {ManagedChild[]} */
export function listChildren() {
  return [...children];
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  if (!pid || pid < 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {}
  }
}

// A tiny shell loop per child that outlives a parent killed with SIGKILL (which runs no handler): when
// this Node process is gone it stops the child's process group (TERM, KILL after 10 s). It exits by
// itself as soon as the group is gone.
const REAPER = `o=$1; g=$2
while kill -0 $o 2>/dev/null; do
  kill -0 -$g 2>/dev/null || exit 0
  sleep 2
done
kill -TERM -$g 2>/dev/null || exit 0
i=0
while [ $i -lt 10 ] && kill -0 -$g 2>/dev/null; do sleep 1; i=$((i+1)); done
kill -KILL -$g 2>/dev/null
exit 0`;

/** @param {number} pgid */
function startReaper(pgid) {
  try {
    const r = spawn('/bin/sh', ['-c', REAPER, 'portal-infra-reaper', String(process.pid), String(pgid)], { stdio: 'ignore', detached: true });
    r.on('error', () => {});
    r.unref();
  } catch {}
}

function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Synchronous last resort: the process is going away, children get SIGTERM.
  process.on('exit', () => {
    for (const c of children) {
      if (!c.exited) signalGroup(c.pid, 'SIGTERM');
      try {
        fs.rmSync(c.pidFile, { force: true });
      } catch {}
    }
  });
  /** @type {Record<string, number>} */
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const sig of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    const handler = () => {
      // When nobody else handles the signal we own the shutdown: stop the children, then exit.
      // Otherwise the application's own handler decides when to exit; we only stop our children
      // (and the 'exit' hook above covers an early process.exit()).
      const alone = process.listenerCount(sig) === 1;
      stopAllChildren().finally(() => {
        if (alone) process.exit(codes[sig]);
      });
    };
    process.on(sig, handler);
  }
}

/**
 * Processes recorded in .data/run/*.pid that are still alive. `orphan` is true when the Node process
 * that started it is gone (e.g. killed with SIGKILL): nobody will stop it but `cli.mjs stop`.
 * @returns {{ name: string, pid: number, cmd: string, owner: number, orphan: boolean, pidFile: string }[]}
 */
export function recordedProcesses() {
  /** @type {{ name: string, pid: number, cmd: string, owner: number, orphan: boolean, pidFile: string }[]} */
  const out = [];
  let files = [];
  try {
    files = fs.readdirSync(RUN_DIR).filter((f) => f.endsWith('.pid'));
  } catch {
    return out;
  }
  for (const f of files) {
    const pidFile = path.join(RUN_DIR, f);
    let text = '';
    try {
      text = fs.readFileSync(pidFile, 'utf8');
    } catch {
      continue;
    }
    const [pidText, cmd = '', ownerText = ''] = text.split('\n');
    const pid = Number(pidText);
    if (!pid || !isAlive(pid, cmd)) {
      fs.rmSync(pidFile, { force: true });
      continue;
    }
    const owner = Number(ownerText) || 0;
    out.push({ name: f.replace(/\.pid$/, ''), pid, cmd, owner, orphan: !owner || !pidAlive(owner), pidFile });
  }
  return out;
}

/**
 * True when pid is alive and (on Linux) still runs the recorded command.
 * @param {number} pid
 * @param {string} cmd
 */
function isAlive(pid, cmd) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return !cmd || cmdline.includes(path.basename(cmd));
  } catch {
    return true;
  }
}

/**
 * Stops a recorded process group by pid (SIGTERM, SIGKILL after graceMs).
 * @param {number} pid
 * @param {number} [graceMs]
 */
export async function stopRecorded(pid, graceMs = 10_000) {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(200);
  }
  signalGroup(pid, 'SIGKILL');
}
