// NATS, the mail catcher and PostgreSQL as the platform runs them, on ports of their own so that the
// run does not touch the servers of `npm start` / `npm test`. Supervision itself: supervisor.test.mjs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import { clearMails, mailCatcher, natsServer, readMails, startPostgres, waitForMail } from '../index.mjs';
import { answers, openSupervisor } from '../lib/supervisor.mjs';

/** @type {import('../lib/supervisor.mjs').Supervisor} */
let supervisor;
beforeAll(async () => {
  supervisor = await openSupervisor('infra-selftest-servers', { report: () => undefined });
});
afterAll(() => supervisor.stop());

test('NATS runs with JetStream in the given store folder', async () => {
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-nats-'));
  const nats = natsServer({ port: 14287, storeDir });
  await supervisor.start([nats]);
  await supervisor.ready(['nats']);
  const js = await (await fetch('http://127.0.0.1:18287/jsz')).json();
  assert.ok(js.config?.store_dir?.startsWith(storeDir), 'JetStream uses the store dir');
  assert.match((await tcpFirstLine(14287)) ?? '', /^INFO /);
  fs.rmSync(storeDir, { recursive: true, force: true });
});

/** The first line a TCP server sends. */
function tcpFirstLine(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().split('\r\n')[0]);
    });
    socket.once('error', () => resolve(null));
  });
}

/**
 * Minimal SMTP client for the test.
 * @param {number} port
 * @param {string} to
 * @param {string} subject
 */
async function sendMail(port, to, subject) {
  const lines = [
    'EHLO test',
    'MAIL FROM:<noreply@grant-portal.local>',
    `RCPT TO:<${to}>`,
    'DATA',
    `From: UNSEAF Grant Portal <noreply@grant-portal.local>\r\nTo: ${to}\r\nSubject: ${subject}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Hello <a href="http://localhost:3000/reset-password?token=abc">reset</a></p>\r\n.`,
    'QUIT',
  ];
  await new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    let i = 0;
    s.on('data', (d) => {
      if (/^[45]\d\d /m.test(d.toString())) reject(new Error(d.toString()));
      if (/^\d{3} /m.test(d.toString()) && i < lines.length) s.write(`${lines[i++]}\r\n`);
    });
    s.on('end', resolve);
    s.on('error', reject);
  });
}

test('the mail catcher catches SMTP mail; readMails filters by address, newest first', async () => {
  const smtpPort = 11087;
  const httpPort = 11187;
  const mail = mailCatcher({ smtpPort, httpPort });
  await supervisor.start([mail]);
  await supervisor.ready(['maildev']);
  assert.match((await tcpFirstLine(smtpPort)) ?? '', /^220 /);
  await sendMail(smtpPort, 'one@grant-portal.local', 'first');
  await new Promise((r) => setTimeout(r, 20));
  await sendMail(smtpPort, 'One@grant-portal.local', 'second');
  await sendMail(smtpPort, 'two@grant-portal.local', 'other');
  const m = await waitForMail({ httpPort, to: 'one@grant-portal.local', subject: 'second' });
  assert.equal(m.subject, 'second');
  const mails = await readMails({ httpPort, to: 'ONE@grant-portal.local' });
  assert.deepEqual([...mails.map((x) => x.subject)], ['second', 'first']); // copied: Jest compares prototypes across realms
  assert.match(mails[0].html ?? '', /reset-password\?token=abc/);
  assert.equal(mails[0].from[0].address, 'noreply@grant-portal.local');
  assert.equal((await readMails({ httpPort })).length, 3);
  await clearMails({ httpPort });
  assert.equal((await readMails({ httpPort })).length, 0);
});

test('a restarted mail catcher begins with an empty inbox', async () => {
  const [smtpPort, httpPort] = [11088, 11188];
  const fresh = () => openSupervisor('infra-selftest-mail', { report: () => undefined });
  let other = await fresh();
  await other.start([mailCatcher({ smtpPort, httpPort })]);
  await other.ready();
  await sendMail(smtpPort, 'kept@grant-portal.local', 'before the restart');
  await waitForMail({ httpPort, to: 'kept@grant-portal.local' });
  await other.stop();
  assert.equal(await answers(mailCatcher({ smtpPort, httpPort }).ready), false);
  other = await fresh();
  await other.start([mailCatcher({ smtpPort, httpPort })]);
  await other.ready();
  assert.equal((await readMails({ httpPort })).length, 0);
  await other.stop();
});

// Needs root (runuser -u postgres).
(process.getuid?.() === 0 ? test : test.skip)('startPostgres: role portal/portal over TCP and the listed databases', async () => {
  const db = 'portal_infra_selftest';
  const h = await startPostgres({ databases: [db] });
  assert.equal(h.url, 'postgres://portal:portal@127.0.0.1:5432');
  const again = await startPostgres({ databases: [db] });
  assert.equal(again.startedHere, false, 'a running cluster is reused');
  const r = spawnSync(
    'psql',
    [
      '-X',
      '-A',
      '-t',
      '-h',
      '127.0.0.1',
      '-U',
      'portal',
      '-d',
      db,
      '-c',
      'SELECT current_user, pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()',
    ],
    {
      env: { ...process.env, PGPASSWORD: 'portal' },
      encoding: 'utf8',
    },
  );
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout.trim(), 'portal|portal');
  spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-q', '-c', `DROP DATABASE IF EXISTS ${db}`], { cwd: '/' });
});
