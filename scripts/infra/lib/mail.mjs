// Local SMTP catcher (maildev) with an HTTP API that tests read mails from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnManaged, stopChild } from './children.mjs';
import { DATA_DIR, ensureDataDir, httpGet, isPortOpen, log, reusedHandle, tcpExchange, waitFor, withLock } from './util.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Finds maildev's CLI in the nearest node_modules (workspace or repo root). */
function findMaildevBin() {
  let dir = path.resolve(HERE, '..');
  for (;;) {
    const pkg = path.join(dir, 'node_modules', 'maildev', 'package.json');
    if (fs.existsSync(pkg)) {
      const json = JSON.parse(fs.readFileSync(pkg, 'utf8'));
      const bin = typeof json.bin === 'string' ? json.bin : json.bin?.maildev;
      if (bin) return path.join(path.dirname(pkg), bin);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The mail list endpoint of the catcher on httpPort: maildev 3 serves /api/email, older ones /email.
 * @param {number} httpPort
 */
async function listEndpoint(httpPort) {
  for (const p of ['/api/email', '/email']) {
    const r = await httpGet(`http://127.0.0.1:${httpPort}${p}`);
    if (r && r.status === 200 && r.body.trim().startsWith('[')) return p;
  }
  return null;
}

/**
 * Starts maildev (SMTP on smtpPort, HTTP API on httpPort, both on 127.0.0.1) unless a catcher
 * already answers there.
 * @param {{ smtpPort?: number, httpPort?: number }} [opts]
 * @returns {Promise<import('../index.mjs').InfraHandle & { smtpPort: number, httpPort: number }>}
 */
async function startMailCatcherUnlocked({ smtpPort = 1025, httpPort = 1080 } = {}) {
  const url = `http://127.0.0.1:${httpPort}`;
  if (await listEndpoint(httpPort)) {
    const banner = await tcpExchange({ port: smtpPort, until: /\r\n/ });
    if (banner && banner.startsWith('220')) {
      log(`mail catcher already running (SMTP ${smtpPort}, HTTP ${url})`);
      return { ...reusedHandle('mail', url), smtpPort, httpPort };
    }
  }
  for (const p of [smtpPort, httpPort]) {
    if (await isPortOpen(p)) throw new Error(`startMailCatcher: port ${p} is in use by something that is not a mail catcher.`);
  }
  const bin = findMaildevBin();
  if (!bin) throw new Error('startMailCatcher: maildev is not installed; run npm install at the repository root.');
  ensureDataDir();
  const mailDir = path.join(DATA_DIR, `maildev-${smtpPort}`);
  fs.rmSync(mailDir, { recursive: true, force: true }); // every start begins with an empty inbox
  fs.mkdirSync(mailDir, { recursive: true });
  const child = spawnManaged({
    name: 'maildev',
    logName: `maildev-${smtpPort}`,
    cmd: process.execPath,
    args: [bin, '--smtp', String(smtpPort), '--web', String(httpPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', mailDir],
    truncateLog: true,
  });
  await waitFor(
    async () => {
      if (!(await listEndpoint(httpPort))) return false;
      const banner = await tcpExchange({ port: smtpPort, until: /\r\n/ });
      return !!banner && banner.startsWith('220');
    },
    { what: 'maildev', timeoutMs: 30_000, child, intervalMs: 200 },
  );
  log(`mail catcher started: SMTP 127.0.0.1:${smtpPort}, HTTP API ${url}/api/email (pid ${child.pid})`);
  return { name: 'mail', url, smtpPort, httpPort, startedHere: true, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * @typedef {object} CaughtMail
 * @property {string} id
 * @property {string} time ISO date
 * @property {string} subject
 * @property {{ address: string, name?: string }[]} from
 * @property {{ address: string, name?: string }[]} to
 * @property {string} [html]
 * @property {string} [text]
 */

/**
 * The mails caught for an address (any if `to` is omitted), newest first.
 * @param {{ httpPort?: number, to?: string }} [opts]
 * @returns {Promise<CaughtMail[]>}
 */
export async function readMails({ httpPort = 1080, to } = {}) {
  const endpoint = (await listEndpoint(httpPort)) ?? '/api/email';
  const res = await fetch(`http://127.0.0.1:${httpPort}${endpoint}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`readMails: GET ${endpoint} answered ${res.status}`);
  /** @type {any[]} */
  const all = await res.json();
  const want = to?.trim().toLowerCase();
  const matches = (/** @type {any} */ m) => {
    if (!want) return true;
    const addrs = [...(m.to ?? []), ...(m.envelope?.to ?? []), ...(m.cc ?? [])].map((a) => String(a?.address ?? '').toLowerCase());
    return addrs.includes(want);
  };
  return all
    .filter(matches)
    .map((m) => ({ id: m.id, time: m.time, subject: m.subject ?? '', from: m.from ?? [], to: m.to ?? [], html: m.html, text: m.text }))
    .sort((a, b) => new Date(b.time).getTime() - new Date(a.time).getTime());
}

/**
 * Waits until a mail for `to` arrives (optionally one whose subject matches), newest first.
 * @param {{ httpPort?: number, to: string, subject?: RegExp | string, since?: Date, timeoutMs?: number }} opts
 * @returns {Promise<CaughtMail>}
 */
export async function waitForMail({ httpPort = 1080, to, subject, since, timeoutMs = 15_000 }) {
  return waitFor(
    async () => {
      const mails = await readMails({ httpPort, to });
      return mails.find(
        (m) =>
          (!since || new Date(m.time) >= since) &&
          (!subject || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))),
      );
    },
    { what: `mail to ${to}`, timeoutMs, intervalMs: 250 },
  );
}

/**
 * Deletes every caught mail.
 * @param {{ httpPort?: number }} [opts]
 */
export async function clearMails({ httpPort = 1080 } = {}) {
  const r = await httpGet(`http://127.0.0.1:${httpPort}/api/email/all`, { method: 'DELETE' });
  if (!r || r.status >= 400) await httpGet(`http://127.0.0.1:${httpPort}/email/all`, { method: 'DELETE' });
}

/**
 * startMailCatcher under a cross-process lock (see withLock); same options and result.
 * @param {Parameters<typeof startMailCatcherUnlocked>[0]} [opts]
 * @returns {ReturnType<typeof startMailCatcherUnlocked>}
 */
export function startMailCatcher(opts = {}) {
  return withLock(`mail-${opts.smtpPort ?? 1025}`, () => startMailCatcherUnlocked(opts), { timeoutMs: 60_000 });
}
