import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, test } from '@jest/globals';
import { checkConnectionSettings, natsTransportOptions, redisOptionsFromEnv, smtpOptionsFromEnv } from './connections.js';

const dir = mkdtempSync(path.join(tmpdir(), 'connections-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const caFile = path.join(dir, 'ca.pem');
writeFileSync(caFile, PEM);

const production = { PORTAL_PROFILE: 'production' };
const dev = { PORTAL_PROFILE: 'development' };

test('development and test connect to the local Redis, NATS and mail catcher without any TLS or credential variable', () => {
  for (const profile of ['development', 'test']) {
    const env = { PORTAL_PROFILE: profile, REDIS_URL: 'redis://127.0.0.1:6379/1' };
    assert.deepEqual(redisOptionsFromEnv(env), { host: '127.0.0.1', port: 6379, db: 1 });
    assert.deepEqual(natsTransportOptions(undefined, { PORTAL_PROFILE: profile, NATS_URL: 'nats://127.0.0.1:4223' }), { servers: ['nats://127.0.0.1:4223'] });
    const smtp = smtpOptionsFromEnv({ PORTAL_PROFILE: profile });
    assert.equal(smtp.host, '127.0.0.1');
    assert.equal(smtp.port, 1025);
    assert.equal(smtp.ignoreTLS, true);
    assert.equal(smtp.auth, undefined);
  }
  assert.deepEqual(redisOptionsFromEnv(dev), { host: '127.0.0.1', port: 6379, db: 0 });
  assert.deepEqual(natsTransportOptions(undefined, dev), { servers: ['nats://127.0.0.1:4222'] });
});

test('production (PORTAL_PROFILE=production or unset) refuses plain Redis, credentials in its URL and a missing password, naming the variable', () => {
  for (const profile of [production, {}]) {
    assert.throws(
      () => redisOptionsFromEnv({ ...profile }),
      /REDIS_URL is redis:\/\/127\.0\.0\.1:6379: with PORTAL_PROFILE=production Redis is reached over TLS only/,
    );
    assert.throws(() => redisOptionsFromEnv({ ...profile, REDIS_URL: 'redis://redis:6379/0', REDIS_PASSWORD: 'p' }), /REDIS_URL .*TLS only \(rediss:\/\/\)/);
    assert.throws(() => redisOptionsFromEnv({ ...profile, REDIS_URL: 'rediss://redis:6380/0' }), /REDIS_PASSWORD is not set/);
    assert.throws(() => redisOptionsFromEnv({ ...profile, REDIS_URL: 'rediss://redis:6380/0', REDIS_PASSWORD: '' }), /REDIS_PASSWORD is not set/);
    assert.throws(() => redisOptionsFromEnv({ ...profile, REDIS_URL: 'rediss://:secret@redis:6380/0' }), /REDIS_URL carries credentials/);
  }
  assert.throws(() => redisOptionsFromEnv({ ...dev, REDIS_URL: 'http://redis' }), /REDIS_URL must start with redis:\/\/ or rediss:\/\//);
  assert.throws(() => redisOptionsFromEnv({ ...dev, REDIS_URL: 'redis://redis/zero' }), /a Redis database is a number/);
  assert.throws(() => redisOptionsFromEnv({ ...dev, PORTAL_PROFILE: 'staging' }), /PORTAL_PROFILE must be one of/);
});

test('Redis over TLS: the CA from REDIS_TLS_CA_FILE, the certificate name from REDIS_TLS_SERVERNAME or the URL host, credentials from their own variables', () => {
  const env = { ...production, REDIS_URL: 'rediss://redis:6380/2', REDIS_USERNAME: 'portal', REDIS_PASSWORD: 'p@ss', REDIS_TLS_CA_FILE: caFile };
  assert.deepEqual(redisOptionsFromEnv(env), {
    host: 'redis',
    port: 6380,
    db: 2,
    username: 'portal',
    password: 'p@ss',
    tls: { ca: [PEM], servername: 'redis' },
  });
  assert.equal(redisOptionsFromEnv({ ...env, REDIS_TLS_SERVERNAME: 'redis.prod.example.org' }).tls?.servername, 'redis.prod.example.org');
  // An address is no server name: the certificate is then checked for the address itself.
  assert.deepEqual(redisOptionsFromEnv({ ...env, REDIS_URL: 'rediss://127.0.0.1:6390' }).tls, { ca: [PEM] });
  assert.throws(
    () => redisOptionsFromEnv({ ...env, REDIS_TLS_CA_FILE: path.join(dir, 'missing.pem') }),
    /REDIS_TLS_CA_FILE names .*missing\.pem, which cannot be read/,
  );
  const notPem = path.join(dir, 'not.pem');
  writeFileSync(notPem, 'hello');
  assert.throws(() => redisOptionsFromEnv({ ...env, REDIS_TLS_CA_FILE: notPem }), /holds no PEM certificate/);
  // Outside production a password may still come from the URL or REDIS_PASSWORD.
  assert.equal(redisOptionsFromEnv({ ...dev, REDIS_URL: 'redis://:from%40url@127.0.0.1:6379' }).password, 'from@url');
  assert.equal(redisOptionsFromEnv({ ...dev, REDIS_PASSWORD: 'p' }).password, 'p');
});

test('NATS: production refuses nats:// (every server), tls:// brings TLS options with the CA and the certificate name', () => {
  assert.throws(
    () => natsTransportOptions(undefined, production),
    /NATS_URL is nats:\/\/127\.0\.0\.1:4222: with PORTAL_PROFILE=production NATS is reached over TLS only/,
  );
  assert.throws(() => natsTransportOptions('tls://a:4222,nats://b:4222', production), /TLS only/);
  assert.throws(() => natsTransportOptions('http://a:4222', dev), /NATS_URL must use nats:\/\/ or tls:\/\//);
  assert.deepEqual(natsTransportOptions(undefined, { ...production, NATS_URL: 'tls://nats:4222' }), { servers: ['tls://nats:4222'], tls: {} });
  assert.deepEqual(
    natsTransportOptions(undefined, { ...production, NATS_URL: 'tls://nats:4222', NATS_TLS_CA_FILE: caFile, NATS_TLS_SERVERNAME: 'nats.example.org' }),
    {
      servers: ['tls://nats:4222'],
      tls: { ca: PEM, servername: 'nats.example.org' },
    },
  );
  // The URL given (a service's config) wins over NATS_URL; TLS settings still come from the environment.
  assert.deepEqual(natsTransportOptions('tls://10.0.0.5:4222', { ...production, NATS_URL: 'nats://x:1', NATS_TLS_CA_FILE: caFile }), {
    servers: ['tls://10.0.0.5:4222'],
    tls: { ca: PEM },
  });
});

test('SMTP: production defaults to STARTTLS on 587 with AUTH, refuses none and a missing relay, user or password', () => {
  const relay = { ...production, SMTP_HOST: 'smtp.example.org', SMTP_USER: 'portal', SMTP_PASSWORD: 'pw' };
  assert.deepEqual(smtpOptionsFromEnv(relay), {
    host: 'smtp.example.org',
    port: 587,
    secure: false,
    requireTLS: true,
    ignoreTLS: false,
    auth: { user: 'portal', pass: 'pw' },
    tls: { servername: 'smtp.example.org', minVersion: 'TLSv1.2' },
  });
  assert.throws(() => smtpOptionsFromEnv({ ...relay, SMTP_TLS: 'none' }), /SMTP_TLS is none: with PORTAL_PROFILE=production mail leaves over TLS only/);
  assert.throws(() => smtpOptionsFromEnv({ ...relay, SMTP_HOST: '' }), /SMTP_HOST is not set/);
  assert.throws(() => smtpOptionsFromEnv({ ...relay, SMTP_USER: undefined }), /SMTP_USER is not set/);
  assert.throws(() => smtpOptionsFromEnv({ ...relay, SMTP_PASSWORD: undefined }), /SMTP_PASSWORD is not set/);
  assert.throws(() => smtpOptionsFromEnv({ ...relay, SMTP_TLS: 'maybe' }), /SMTP_TLS must be one of starttls, tls, none/);
  const implicit = smtpOptionsFromEnv({ ...relay, SMTP_TLS: 'tls', SMTP_TLS_CA_FILE: caFile, SMTP_TLS_SERVERNAME: 'mail.example.org' });
  assert.equal(implicit.port, 465);
  assert.equal(implicit.secure, true);
  assert.equal(implicit.requireTLS, false);
  assert.deepEqual(implicit.tls, { ca: [PEM], servername: 'mail.example.org', minVersion: 'TLSv1.2' });
  assert.equal(smtpOptionsFromEnv({ ...relay, SMTP_PORT: '1587' }).port, 1587);
  assert.throws(() => smtpOptionsFromEnv({ ...relay, SMTP_PORT: 'x' }), /SMTP_PORT must be a port number/);
  // Outside production STARTTLS with AUTH works too (a local relay that requires it).
  const local = smtpOptionsFromEnv({ ...dev, SMTP_TLS: 'starttls', SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASSWORD: 'p' });
  assert.equal(local.requireTLS, true);
  assert.equal(local.port, 2525);
  assert.deepEqual(local.tls, { minVersion: 'TLSv1.2' });
});

test('a start checks Redis and NATS (and SMTP where mail is sent) before anything runs', () => {
  const ok = { ...production, REDIS_URL: 'rediss://redis:6380', REDIS_PASSWORD: 'p', NATS_URL: 'tls://nats:4222' };
  assert.doesNotThrow(() => checkConnectionSettings(ok));
  assert.throws(() => checkConnectionSettings({ ...ok, NATS_URL: 'nats://nats:4222' }), /NATS_URL/);
  assert.throws(() => checkConnectionSettings({ ...ok, REDIS_PASSWORD: undefined }), /REDIS_PASSWORD/);
  assert.throws(() => checkConnectionSettings(ok, { smtp: true }), /SMTP_HOST is not set/);
  // A process without Redis (payments, support) has no REDIS_PASSWORD to check.
  assert.doesNotThrow(() => checkConnectionSettings({ ...ok, REDIS_URL: undefined, REDIS_PASSWORD: undefined }, { redis: false }));
  assert.doesNotThrow(() => checkConnectionSettings(dev, { smtp: true }));
});
