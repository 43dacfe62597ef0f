import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@jest/globals';
import { SERVICE_NAMES } from './health.js';
import { natsPasswordEnv } from './nats-users.js';
import { PLATFORM_PROCESSES, PROCESS_NEEDS, PROCESS_SECRET_NAMES, processEnvironment, processSecrets, type PlatformProcess } from './process-secrets.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The TypeScript sources of a folder (tests left out). */
function sources(dir: string): string {
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .map((file) => (statSync(file).isDirectory() ? sources(file) : file.endsWith('.ts') && !file.endsWith('.test.ts') ? readFileSync(file, 'utf8') : ''))
    .join('\n');
}

/** Secrets a process's own code names (service-kit's connections read NATS, database, Redis and SMTP passwords for all). */
const OWN_SECRETS = ['KYC_LINK_SECRET', 'KEYCLOAK_IDENTITY_SECRET', 'KEYCLOAK_PASSWORD_VERIFIER_SECRET', 'WEBHOOK_SECRET_KEY'] as const;
const codeOf: Partial<Record<PlatformProcess, string>> = {
  gateway: sources(path.join(ROOT, 'gateway/src')),
  ...Object.fromEntries(SERVICE_NAMES.map((s) => [s, sources(path.join(ROOT, 'services', s, 'src'))])),
};

test('a secret of its own goes exactly to the processes whose code reads it: the KYC link key to the gateway, the Keycloak client secrets to identity', () => {
  for (const [process, code] of Object.entries(codeOf) as [PlatformProcess, string][]) {
    for (const secret of OWN_SECRETS) {
      assert.equal(processSecrets(process).includes(secret), code.includes(`'${secret}'`), `${process} and ${secret}`);
    }
  }
  const holders = (secret: (typeof PROCESS_SECRET_NAMES)[number]) => PLATFORM_PROCESSES.filter((p) => processSecrets(p).includes(secret));
  assert.deepEqual(holders('KYC_LINK_SECRET'), ['gateway']);
  assert.deepEqual(holders('KEYCLOAK_IDENTITY_SECRET'), ['identity']);
  assert.deepEqual(holders('KEYCLOAK_PASSWORD_VERIFIER_SECRET'), ['identity']);
  assert.deepEqual(holders('WEBHOOK_SECRET_KEY'), ['accounts-kyc']);
  // Mail leaves from the processes with a mail queue only; the database password goes to the services only.
  assert.deepEqual(holders('SMTP_PASSWORD'), ['identity', 'accounts-kyc']);
  assert.deepEqual(holders('PGPASSWORD'), [...SERVICE_NAMES]);
  assert.deepEqual(holders('REDIS_PASSWORD'), ['gateway', 'identity', 'accounts-kyc', 'ledger-withdrawals']);
  for (const p of PLATFORM_PROCESSES) assert.ok(processSecrets(p).includes('NATS_PASSWORD'), `${p} signs in to NATS`);
});

test('a process environment holds its own secrets and NATS password only, whatever the base or the store holds', () => {
  const store: Record<string, string> = Object.fromEntries(
    [
      ...PROCESS_SECRET_NAMES.filter((n) => n !== 'NATS_PASSWORD'),
      'AWS_ACCESS_KEY_ID',
      ...PLATFORM_PROCESSES.map((p) => natsPasswordEnv(PROCESS_NEEDS[p].natsUser)),
    ].map((n) => [n, `value-of-${n}`]),
  );
  // A calling shell that has every secret, and another process's NATS user.
  const base = { ...store, NATS_USER: 'gateway', NATS_PASSWORD: 'value-of-the-shell', NATS_URL: 'nats://127.0.0.1:4222', PORTAL_PROFILE: 'test' };
  for (const process of PLATFORM_PROCESSES) {
    const env = processEnvironment(process, base, store);
    const user = PROCESS_NEEDS[process].natsUser;
    assert.equal(env.NATS_USER, user);
    assert.equal(env.NATS_PASSWORD, `value-of-${natsPasswordEnv(user)}`, `${process}: its own NATS password`);
    assert.equal(env.NATS_URL, 'nats://127.0.0.1:4222');
    const secrets = Object.keys(env).filter((k) => k in store || k === 'NATS_PASSWORD');
    // The S3 key id goes with the secret key to the services that keep files in S3 (accounts-kyc, ledger-withdrawals).
    const expected = [...processSecrets(process), ...(processSecrets(process).includes('AWS_SECRET_ACCESS_KEY') ? ['AWS_ACCESS_KEY_ID'] : [])];
    assert.deepEqual(secrets.sort(), expected.sort(), `${process}: only its own secrets`);
    for (const key of Object.keys(env)) assert.ok(!key.startsWith('NATS_PASSWORD_'), `${process} got ${key}`);
  }
  // A secret the store lacks is left out (production then refuses to start, naming it).
  assert.equal(processEnvironment('gateway', {}, {}).KYC_LINK_SECRET, undefined);
});
