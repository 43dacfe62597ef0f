// The mail catcher (maildev: SMTP in, HTTP API out) and the helpers tests read caught mails with.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR, LOG_DIR } from './util.mjs';

/**
 * maildev on 127.0.0.1 (SMTP smtpPort, HTTP API httpPort); every start begins with an empty inbox.
 * @returns {import('./supervisor.mjs').ProcessSpec}
 */
export function mailCatcher({ smtpPort = 1025, httpPort = 1080 } = {}) {
  const mailDir = path.join(DATA_DIR, `maildev-${smtpPort}`);
  // maildev exports only its library entry (dist/index.js); its CLI sits beside it in dist/bin.
  const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
  return {
    name: 'maildev',
    command: process.execPath,
    args: [cli, '--smtp', String(smtpPort), '--web', String(httpPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', mailDir],
    // healthz answers at once; the inbox (/api/email) answers every mail it holds, seconds once it holds thousands,
    // and a probe timing out there made a second supervisor take a serving catcher for absent and empty its folder.
    ready: [`http-get://127.0.0.1:${httpPort}/api/healthz`, `tcp:127.0.0.1:${smtpPort}`],
    logFile: path.join(LOG_DIR, `maildev-${smtpPort}.log`),
    prepare: async () => {
      // A catcher started a moment earlier by another supervisor (not answering yet) may still write into the
      // folder while it is emptied: the removal then meets a file created after it listed the folder (ENOTEMPTY).
      fs.rmSync(mailDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      fs.mkdirSync(mailDir, { recursive: true });
    },
  };
}

/** The mail catcher the helpers below read by default: MAIL_HTTP_PORT (a second test slot's own), else 1080. */
const defaultHttpPort = () => Number(process.env.MAIL_HTTP_PORT || 1080);

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
export async function readMails({ httpPort = defaultHttpPort(), to } = {}) {
  // The catcher answers every mail of the run at once (hundreds, with their HTML): on a loaded machine that takes
  // seconds, so the limit is generous; callers that wait for a mail have their own deadline.
  const res = await fetch(`http://127.0.0.1:${httpPort}/api/email`, { signal: AbortSignal.timeout(20_000) });
  if (!res.ok) throw new Error(`readMails: GET /api/email answered ${res.status}`);
  /** @type {any[]} */
  const all = await res.json();
  const want = to?.trim().toLowerCase();
  const matches = (/** @type {any} */ m) =>
    !want || [...(m.to ?? []), ...(m.envelope?.to ?? []), ...(m.cc ?? [])].some((a) => String(a?.address ?? '').toLowerCase() === want);
  return all
    .filter(matches)
    .map((m) => ({ id: m.id, time: m.time, subject: m.subject ?? '', from: m.from ?? [], to: m.to ?? [], html: m.html, text: m.text }))
    .sort((a, b) => new Date(b.time).getTime() - new Date(a.time).getTime());
}

/**
 * Waits until a mail for `to` arrives (optionally one whose subject matches, sent after `since`).
 * @param {{ httpPort?: number, to: string, subject?: RegExp | string, since?: Date, timeoutMs?: number }} opts
 * @returns {Promise<CaughtMail>}
 */
export async function waitForMail({ httpPort = defaultHttpPort(), to, subject, since, timeoutMs = 15_000 }) {
  const deadline = Date.now() + timeoutMs;
  const wanted = (/** @type {CaughtMail} */ m) =>
    (!since || new Date(m.time) >= since) && (!subject || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)));
  for (;;) {
    const mail = (await readMails({ httpPort, to })).find(wanted);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` with subject ${subject}` : ''} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Deletes every caught mail (a catcher holding a hundred thousand takes seconds: `timeoutMs`). */
export async function clearMails({ httpPort = defaultHttpPort(), timeoutMs = 5000 } = {}) {
  const res = await fetch(`http://127.0.0.1:${httpPort}/api/email/all`, { method: 'DELETE', signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`clearMails: DELETE /api/email/all answered ${res.status}`);
}
