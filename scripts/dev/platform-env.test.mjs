// The environment `npm start` and `npm test` give each app: only that process's secrets
// (contracts/src/process-secrets.ts), even when the calling shell or .data/secrets.json hold them all.
import assert from 'node:assert/strict';
import { afterEach, test } from '@jest/globals';
import { PROCESS_NEEDS, natsPasswordEnv } from '@portal/contracts';
import { PROFILES, appEnvironment, processEnvironmentFor } from '../lib/platform.mjs';

const USERS = ['gateway', 'identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support', 'seed', 'nats-setup', 'nats-probe', 'tests'];
/** An install's secrets, as .data/secrets.json holds them. */
const store = Object.fromEntries(
  ['KYC_LINK_SECRET', 'KEYCLOAK_IDENTITY_SECRET', 'KEYCLOAK_PASSWORD_VERIFIER_SECRET', 'PGPASSWORD', ...USERS.map(natsPasswordEnv)].map((n) => [
    n,
    `secret-${n}`,
  ]),
);
const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

test("each app of the local platform gets only its own secrets and its own NATS password, not the shell's", async () => {
  // The shell that runs npm start has secrets of its own (and Keycloak's client secrets are adopted into it).
  Object.assign(process.env, { KYC_LINK_SECRET: 'from-the-shell', KEYCLOAK_IDENTITY_SECRET: 'adopted', NATS_PASSWORD_GATEWAY: 'from-the-shell' });
  const envs = Object.fromEntries(
    await Promise.all(
      ['gateway', 'identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support', 'nats-setup', 'seed'].map(async (p) => [
        p,
        await processEnvironmentFor(p, PROFILES.test, {}, store),
      ]),
    ),
  );
  assert.equal(envs.gateway.KYC_LINK_SECRET, 'secret-KYC_LINK_SECRET');
  for (const p of ['identity', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support', 'nats-setup', 'seed'])
    assert.equal(envs[p].KYC_LINK_SECRET, undefined, `${p} has no KYC link key`);
  for (const p of ['gateway', 'accounts-kyc', 'ledger-withdrawals', 'payments', 'support', 'nats-setup', 'seed']) {
    assert.equal(envs[p].KEYCLOAK_IDENTITY_SECRET, undefined, `${p} has no Keycloak client secret`);
    assert.equal(envs[p].KEYCLOAK_PASSWORD_VERIFIER_SECRET, undefined);
  }
  assert.equal(envs.identity.KEYCLOAK_IDENTITY_SECRET, 'secret-KEYCLOAK_IDENTITY_SECRET');
  assert.equal(envs.gateway.PGPASSWORD, undefined, 'the gateway has no database');
  for (const [p, env] of Object.entries(envs)) {
    const user = PROCESS_NEEDS[p].natsUser;
    assert.equal(env.NATS_USER, user);
    assert.equal(env.NATS_PASSWORD, `secret-${natsPasswordEnv(user)}`);
    assert.deepEqual(
      Object.keys(env).filter((k) => k.startsWith('NATS_PASSWORD_')),
      [],
      `${p}: no other process's NATS password`,
    );
    assert.equal(env.PORTAL_PROFILE, 'test');
  }
});

test('the test suite itself keeps every secret (it signs links and signs in as any process)', () => {
  const env = appEnvironment(PROFILES.test);
  for (const name of ['KYC_LINK_SECRET', natsPasswordEnv('payments'), natsPasswordEnv('gateway')]) assert.ok(env[name], name);
  assert.equal(env.NATS_USER, 'tests');
});

test('the second test slot shares no port, database, Redis database, NATS store, KYC folder or mail catcher with the first', async () => {
  const [first, second] = [PROFILES.test, PROFILES.test2];
  for (const key of ['name', 'gatewayPort', 'natsPort', 'redisUrl', 'dbSuffix', 'natsStore', 'kycDir', 'logSuffix'])
    assert.notEqual(first[key], second[key], key);
  assert.ok(!Object.values(PROFILES.dev).includes(second.gatewayPort) && !Object.values(PROFILES.dev).includes(second.natsPort));
  const apps = await processEnvironmentFor('accounts-kyc', second, {}, store);
  assert.deepEqual(
    [apps.PORTAL_PROFILE, apps.PORTAL_DB_SUFFIX, apps.NATS_URL, apps.REDIS_URL, apps.GATEWAY_PORT, apps.SMTP_PORT],
    ['test', '_test2', 'nats://127.0.0.1:4225', 'redis://127.0.0.1:6379/2', '3200', '1026'],
  );
  assert.match(apps.KYC_STORAGE_DIR, /\.data\/kyc-documents-test2$/);
  // Its tests read the slot's own mail catcher and sign in to its NATS as the `tests` user.
  const tests = appEnvironment(second);
  assert.deepEqual([tests.MAIL_HTTP_PORT, tests.NATS_USER], ['1081', 'tests']);
  // The first slot keeps the shared mail catcher and its default KYC folder.
  const firstApps = await processEnvironmentFor('accounts-kyc', first, {}, store);
  assert.deepEqual([firstApps.SMTP_PORT, firstApps.KYC_STORAGE_DIR, firstApps.PORTAL_DB_SUFFIX], [undefined, undefined, '_test']);
});
