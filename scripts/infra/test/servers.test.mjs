// Start/reuse/stop behaviour of Redis, NATS, the mail catcher and PostgreSQL, on ports of their own so
// that the run does not touch the servers of `npm start` / `npm test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from '@jest/globals';
import { readMails, startMailCatcher, startNats, startPostgres, startRedis, stopAll, waitForMail, clearMails } from '../index.mjs';
import { isPortOpen, tcpExchange } from '../lib/util.mjs';

test('startRedis starts, is reused, stops', async () => {
  const port = 16399;
  const a = await startRedis({ port });
  assert.equal(a.startedHere, true);
  assert.equal(a.url, `redis://127.0.0.1:${port}`);
  const b = await startRedis({ port });
  assert.equal(b.startedHere, false);
  await b.stop(); // no-op
  assert.match((await tcpExchange({ port, send: 'PING\r\n', until: /\r\n/ })) ?? '', /^\+PONG/);
  const save = await tcpExchange({ port, send: 'CONFIG GET save\r\n', until: /\r\n\$0\r\n|\r\n\r\n$/ });
  assert.ok(save?.includes('save'));
  await a.stop();
  assert.equal(await isPortOpen(port), false);
});

test('startNats starts with JetStream, is reused, stops', async () => {
  const port = 14299;
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-nats-'));
  const a = await startNats({ port, storeDir });
  assert.equal(a.startedHere, true);
  const js = await (await fetch(`http://127.0.0.1:${port + 4000}/jsz`)).json();
  assert.ok(js.config?.store_dir?.startsWith(storeDir), 'JetStream uses the store dir');
  const b = await startNats({ port, storeDir });
  assert.equal(b.startedHere, false);
  await a.stop();
  assert.equal(await isPortOpen(port), false);
  fs.rmSync(storeDir, { recursive: true, force: true });
});

/**
 * Minimal SMTP client for the test.
 * @param {number} port
 * @param {string} to
 * @param {string} subject
 */
async function sendMail(port, to, subject) {
  const lines = ['EHLO test', 'MAIL FROM:<noreply@grant-portal.local>', `RCPT TO:<${to}>`, 'DATA',
    `From: UNSEAF Grant Portal <noreply@grant-portal.local>\r\nTo: ${to}\r\nSubject: ${subject}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Hello <a href="http://localhost:3000/reset-password?token=abc">reset</a></p>\r\n.`, 'QUIT'];
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

test('startMailCatcher catches SMTP mail; readMails filters by address, newest first', async () => {
  const smtpPort = 11099;
  const httpPort = 11199;
  const a = await startMailCatcher({ smtpPort, httpPort });
  assert.equal(a.startedHere, true);
  const b = await startMailCatcher({ smtpPort, httpPort });
  assert.equal(b.startedHere, false);
  await sendMail(smtpPort, 'one@grant-portal.local', 'first');
  await new Promise((r) => setTimeout(r, 20));
  await sendMail(smtpPort, 'One@grant-portal.local', 'second');
  await sendMail(smtpPort, 'two@grant-portal.local', 'other');
  const m = await waitForMail({ httpPort, to: 'one@grant-portal.local', subject: 'second' });
  assert.equal(m.subject, 'second');
  const mails = await readMails({ httpPort, to: 'ONE@grant-portal.local' });
  assert.deepEqual(mails.map((x) => x.subject), ['second', 'first']);
  assert.match(mails[0].html ?? '', /reset-password\?token=abc/);
  assert.equal(mails[0].from[0].address, 'noreply@grant-portal.local');
  assert.equal((await readMails({ httpPort })).length, 3);
  await clearMails({ httpPort });
  assert.equal((await readMails({ httpPort })).length, 0);
  await a.stop();
  assert.equal(await isPortOpen(httpPort), false);
  assert.equal(await isPortOpen(smtpPort), false);
});

test('stopAll stops every child', async () => {
  const r = await startRedis({ port: 16398 });
  assert.equal(r.startedHere, true);
  await stopAll();
  assert.equal(await isPortOpen(16398), false);
});

(process.getuid?.() !== 0 && 'needs root (runuser -u postgres)' ? test.skip : test)('startPostgres: role portal/portal over TCP and the listed databases', async () => {
  const db = 'portal_infra_selftest';
  const h = await startPostgres({ databases: [db] });
  assert.equal(h.url, 'postgres://portal:portal@127.0.0.1:5432');
  const again = await startPostgres({ databases: [db] });
  assert.equal(again.startedHere, false);
  const r = spawnSync('psql', ['-X', '-A', '-t', '-h', '127.0.0.1', '-U', 'portal', '-d', db, '-c', 'SELECT current_user, pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()'], {
    env: { ...process.env, PGPASSWORD: 'portal' },
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout.trim(), 'portal|portal');
  spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-q', '-c', `DROP DATABASE IF EXISTS ${db}`], { cwd: '/' });
});
