// Paths and small helpers shared by the infra modules.
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

/** @param {...unknown} args */
export function log(...args) {
  console.log('[infra]', ...args);
}

/** Creates .data (with a .gitignore that ignores everything in it) and returns the given sub folder. */
export function dataDir(...sub) {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const ignore = path.join(DATA_DIR, '.gitignore');
  if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, '# local infrastructure data, never committed\n*\n');
  const dir = path.join(DATA_DIR, ...sub);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Runs a command to completion and collects its output; rejects on a non-zero exit unless allowFail.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, allowFail?: boolean, inherit?: boolean }} [opts]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? '/',
      env: opts.env ?? process.env,
      stdio: ['ignore', opts.inherit ? 'inherit' : 'pipe', opts.inherit ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    child.on('error', (err) =>
      opts.allowFail ? resolve({ code: -1, stdout, stderr: String(err) }) : reject(new Error(`${cmd} could not be started: ${err.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code !== 0 && !opts.allowFail) reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}\n${stderr || stdout}`.trim()));
      else resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/**
 * Finds an executable on PATH (plus the sbin folders, which root's PATH may lack in CI).
 * @param {string} name
 * @returns {string | null}
 */
export function which(name) {
  const dirs = new Set([...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin']);
  for (const dir of dirs) {
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      if (fs.statSync(p).isFile()) return p;
    } catch {}
  }
  return null;
}

/** The last lines of a log file, for error messages. */
export function tailFile(file, lines = 30) {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd();
    return `--- last lines of ${path.relative(REPO_ROOT, file)} ---\n${text.split('\n').slice(-lines).join('\n')}`;
  } catch {
    return '';
  }
}

/** A TCP port free on 127.0.0.1 now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
