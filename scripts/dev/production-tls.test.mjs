// The production profile's TLS pieces without the platform: the install CA and the certificates it signs
// (scripts/infra/lib/tls.mjs), the proxy's routes (proxy.mjs) and the SMTP relay that takes mail only after
// STARTTLS and AUTH (scripts/infra/bin/mail-catcher-starttls.mjs). The whole profile runs in
// `npm run test:production`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import nodemailer from 'nodemailer';
import { renderCaddyfile } from '../infra/lib/proxy.mjs';
import { ensureLocalCa, ensureServerCertificate } from '../infra/lib/tls.mjs';
import { freePort } from '../infra/lib/util.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-production-tls-'));
/** @type {import('../infra/lib/tls.mjs').LocalCa} */
let ca;
beforeAll(async () => {
  ca = await ensureLocalCa(path.join(dir, 'tls'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the install CA signs server certificates for the names asked, reused until they change', async () => {
  const first = await ensureServerCertificate(ca, 'smtp', ['smtp.portal.test', '127.0.0.1']);
  const caCert = new X509Certificate(fs.readFileSync(ca.certFile));
  const leaf = new X509Certificate(fs.readFileSync(first.certFile));
  assert.ok(caCert.ca, 'the CA certificate is a CA');
  assert.ok(!leaf.ca, 'a server certificate is not');
  assert.ok(leaf.verify(caCert.publicKey));
  assert.ok(leaf.checkHost('smtp.portal.test'));
  assert.ok(leaf.checkIP('127.0.0.1'));
  assert.equal(leaf.checkHost('portal.test'), undefined);
  assert.equal((fs.statSync(ca.keyFile).mode & 0o777).toString(8), '600');
  assert.equal((fs.statSync(first.keyFile).mode & 0o777).toString(8), '600');
  assert.ok(new Date(leaf.validTo).getTime() - Date.now() <= 398 * 24 * 3600 * 1000, 'browsers refuse longer server certificates');

  const again = await ensureServerCertificate(ca, 'smtp', ['smtp.portal.test', '127.0.0.1']);
  assert.equal(fs.readFileSync(again.certFile, 'utf8'), fs.readFileSync(first.certFile, 'utf8'));
  const renamed = await ensureServerCertificate(ca, 'smtp', ['mail.portal.test']);
  assert.ok(new X509Certificate(fs.readFileSync(renamed.certFile)).checkHost('mail.portal.test'));
  // A second call makes no new CA: the one clients trust stays.
  assert.equal((await ensureLocalCa(ca.dir)).certFile, ca.certFile);
  assert.equal(new X509Certificate(fs.readFileSync(ca.certFile)).fingerprint256, caCert.fingerprint256);
});

test('the proxy publishes the gateway and only the portal realm’s public paths of Keycloak', () => {
  const text = renderCaddyfile({
    host: 'portal.test',
    certFile: '/c.crt',
    keyFile: '/c.key',
    gatewayPort: 3200,
    keycloakPort: 8280,
    keycloakPath: '/auth',
    realms: ['grant-portal'],
    dir: '/d',
  });
  assert.match(text, /^https:\/\/portal\.test:443 \{$/m);
  assert.match(text, /bind 127\.0\.0\.1/);
  assert.match(text, /@keycloak path \/auth\/realms\/grant-portal\/\* \/auth\/resources\/\*\n\thandle @keycloak \{\n\t\treverse_proxy 127\.0\.0\.1:8280/);
  assert.match(text, /handle \/auth\/\* \{\n\t\trespond "Not found" 404/);
  assert.match(text, /handle \{\n\t\treverse_proxy 127\.0\.0\.1:3200/);
  assert.match(text, /auto_https off/);
});

test('the SMTP relay takes mail only after STARTTLS and AUTH, with a certificate of the CA', async () => {
  const cert = await ensureServerCertificate(ca, 'relay', ['smtp.portal.test']);
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const launcher = path.resolve(import.meta.dirname, '..', 'infra', 'bin', 'mail-catcher-starttls.mjs');
  const args = [launcher, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'];
  const child = spawn(process.execPath, [...args, '--incoming-cert', cert.certFile, '--incoming-key', cert.keyFile], {
    env: { ...process.env, MAILDEV_INCOMING_USER: 'mailer', MAILDEV_INCOMING_PASS: 'relay-password' },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${webPort}/api/email`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('the relay did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const tls = { ca: fs.readFileSync(ca.certFile), servername: 'smtp.portal.test' };
    const message = { from: 'noreply@portal.test', to: 'someone@example.org', subject: 'relay check', text: 'hello' };
    const send = (/** @type {any} */ options) => nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, ...options }).sendMail(message);
    await assert.rejects(send({ ignoreTLS: true, auth: { user: 'mailer', pass: 'relay-password' } }), /STARTTLS/);
    await assert.rejects(send({ ignoreTLS: true }), /authentication Required/i);
    await assert.rejects(send({ requireTLS: true, tls }), /authentication Required/i);
    await assert.rejects(send({ requireTLS: true, tls, auth: { user: 'mailer', pass: 'wrong' } }), /Invalid username or password/);
    await assert.rejects(send({ requireTLS: true, tls: { ...tls, servername: 'other.test' }, auth: { user: 'mailer', pass: 'relay-password' } }), /altnames/);
    await send({ requireTLS: true, tls, auth: { user: 'mailer', pass: 'relay-password' } });
    const caught = await (await fetch(`http://127.0.0.1:${webPort}/api/email`)).json();
    assert.deepEqual(
      caught.map((/** @type {any} */ m) => m.subject),
      ['relay check'],
    );
  } finally {
    child.kill('SIGINT');
  }
}, 90_000);
