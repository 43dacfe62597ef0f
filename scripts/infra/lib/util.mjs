// Small helpers shared by the infra modules. Node builtins only: this runs before `npm install`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (two levels above scripts/infra/lib). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Runtime data of the local infrastructure (never committed). */
export const DATA_DIR = path.join(REPO_ROOT, '.data');
export const LOG_DIR = path.join(DATA_DIR, 'logs');
export const RUN_DIR = path.join(DATA_DIR, 'run');

/** @param {...unknown} args */
export function log(...args) {
  console.log('[infra]', ...args);
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates .data (with a .gitignore that ignores everything in it) and the given sub folders. */
export function ensureDataDir(...sub) {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const ignore = path.join(DATA_DIR, '.gitignore');
  if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, '# local infrastructure data, never committed\n*\n');
  for (const s of sub) fs.mkdirSync(path.join(DATA_DIR, s), { recursive: true });
}

/**
 * Runs a command to completion and collects its output.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, input?: string, allowFail?: boolean, inherit?: boolean, timeoutMs?: number }} [opts]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? '/',
      env: opts.env ?? process.env,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', opts.inherit ? 'inherit' : 'pipe', opts.inherit ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    if (opts.input !== undefined) child.stdin?.end(opts.input);
    const timer = opts.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs) : undefined;
    child.on('error', (err) => {
      clearTimeout(timer);
      if (opts.allowFail) resolve({ code: -1, stdout, stderr: String(err) });
      else reject(new Error(`${cmd} could not be started: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const c = code ?? (signal ? 128 : -1);
      if (c !== 0 && !opts.allowFail) {
        reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}\n${stderr || stdout}`.trim()));
      } else resolve({ code: c, stdout, stderr });
    });
  });
}

/**
 * Finds an executable on PATH (plus the sbin folders, which root's PATH may lack in CI).
 * @param {string} name
 * @returns {string | null}
 */
export function which(name) {
  if (name.includes('/')) return isExecutable(name) ? name : null;
  const dirs = (process.env.PATH ?? '').split(':').filter(Boolean);
  for (const extra of ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin']) {
    if (!dirs.includes(extra)) dirs.push(extra);
  }
  for (const dir of dirs) {
    const p = path.join(dir, name);
    if (isExecutable(p)) return p;
  }
  return null;
}

/** @param {string} p */
function isExecutable(p) {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * Resolves true when something accepts TCP connections on host:port.
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 */
export function isPortOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Opens a TCP connection, optionally writes `send`, and resolves with what the server answered
 * (the first chunk, or everything until `until` matches), or null when nothing answers.
 * @param {{ port: number, host?: string, send?: string, until?: RegExp, timeoutMs?: number }} o
 * @returns {Promise<string | null>}
 */
export function tcpExchange({ port, host = '127.0.0.1', send, until, timeoutMs = 1500 }) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let buf = '';
    let settled = false;
    const done = (/** @type {string | null} */ v) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(v);
    };
    socket.setTimeout(timeoutMs, () => done(buf || null));
    socket.once('connect', () => {
      if (send !== undefined) socket.write(send);
    });
    socket.on('data', (d) => {
      buf += d.toString('utf8');
      if (!until || until.test(buf)) done(buf);
    });
    socket.once('error', () => done(null));
    socket.once('end', () => done(buf || null));
  });
}

/**
 * GET a URL with a timeout; resolves { status, body } or null on a network error.
 * @param {string} url
 * @param {{ timeoutMs?: number, headers?: Record<string, string>, method?: string, body?: string }} [opts]
 * @returns {Promise<{ status: number, body: string } | null>}
 */
export async function httpGet(url, opts = {}) {
  try {
    const res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 2000),
      redirect: 'manual',
    });
    return { status: res.status, body: await res.text() };
  } catch {
    return null;
  }
}

/**
 * Polls `check` until it returns a truthy value. Fails early when `child` exits.
 * @template T
 * @param {() => Promise<T>} check
 * @param {{ what: string, timeoutMs: number, intervalMs?: number, child?: import('./children.mjs').ManagedChild }} opts
 * @returns {Promise<T>}
 */
export async function waitFor(check, { what, timeoutMs, intervalMs = 250, child }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (child && child.exited) {
      throw new Error(`${what}: ${child.name} exited (${child.exitInfo}) before it was ready.\n${tailFile(child.logFile, 40)}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s.` + (child ? `\n${tailFile(child.logFile, 40)}` : ''));
    }
    await sleep(intervalMs);
  }
}

/**
 * The last lines of a file, for error messages.
 * @param {string | undefined} file
 * @param {number} lines
 */
export function tailFile(file, lines) {
  if (!file) return '';
  try {
    const text = fs.readFileSync(file, 'utf8');
    return `--- last lines of ${path.relative(REPO_ROOT, file)} ---\n` + text.split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Runs fn while holding a cross-process lock (.data/run/<name>.lock, created with O_EXCL), so that
 * `npm start` and `npm test` starting at the same moment do not both start the same server. A lock
 * whose owner process is gone is taken over.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} fn
 * @param {{ timeoutMs?: number }} [opts]
 * @returns {Promise<T>}
 */
export async function withLock(name, fn, { timeoutMs = 300_000 } = {}) {
  ensureDataDir('run');
  const file = path.join(RUN_DIR, `${name}.lock`);
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      break;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      const owner = Number(readOr(file, '').trim());
      if (!owner || !pidAlive(owner)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (owner === process.pid) break; // re-entrant within one process
      if (!announced) {
        log(`waiting for process ${owner}, which is starting ${name}`);
        announced = true;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for the ${name} lock held by process ${owner}`);
      await sleep(300);
    }
  }
  try {
    return await fn();
  } finally {
    if (readOr(file, '').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  }
}

/** @param {string} file @param {string} fallback */
function readOr(file, fallback) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/** @param {number} pid */
export function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/**
 * A handle for a server this process did not start: stop() does nothing.
 * @param {string} name
 * @param {string} [url]
 * @param {Record<string, unknown>} [extra]
 * @returns {import('../index.mjs').InfraHandle}
 */
export function reusedHandle(name, url, extra = {}) {
  return { name, url, startedHere: false, ...extra, stop: async () => {} };
}
