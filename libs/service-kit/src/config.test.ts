import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { loadServiceConfig, natsAuth, secretFromEnv } from './config.js';

const production = { NODE_ENV: 'production' };

test('with NODE_ENV=production a missing NATS user or password stops the start with a message naming it', () => {
  assert.throws(() => natsAuth({ ...production }), /NATS_USER is not set/);
  assert.throws(() => natsAuth({ ...production, NATS_USER: 'payments' }), /NATS_PASSWORD is not set/);
  assert.throws(() => natsAuth({ ...production, NATS_USER: 'payments', NATS_PASSWORD: '' }), /NATS_PASSWORD is not set/);
  assert.deepEqual(natsAuth({ ...production, NATS_USER: 'payments', NATS_PASSWORD: 's1' }), { user: 'payments', pass: 's1', inboxPrefix: '_INBOX.payments' });
});

test('with NODE_ENV=production a service signs in only as its own NATS user', () => {
  assert.throws(
    () => natsAuth({ ...production, NATS_USER: 'gateway', NATS_PASSWORD: 's1' }, 'payments'),
    /NATS_USER is "gateway" but this process is payments/,
  );
  assert.equal(natsAuth({ ...production, NATS_USER: 'payments', NATS_PASSWORD: 's1' }, 'payments').user, 'payments');
});

test('outside production a process without NATS_USER connects anonymously, and secrets have their development default', () => {
  assert.deepEqual(natsAuth({}), {});
  assert.equal(secretFromEnv('KYC_LINK_SECRET', 'dev', {}), 'dev');
  assert.throws(() => secretFromEnv('KYC_LINK_SECRET', 'dev', { ...production }), /KYC_LINK_SECRET is not set/);
});

test('the inbox keeps a handled event twice as long as the stream keeps the event (28 days by default)', () => {
  const DAY_MS = 86_400_000;
  assert.equal(loadServiceConfig('support', '/m', {}).inboxRetentionMs, 28 * DAY_MS);
  const config = loadServiceConfig('support', '/m', { EVENTS_MAX_AGE_DAYS: '30' });
  assert.deepEqual([config.eventsMaxAgeMs, config.inboxRetentionMs], [30 * DAY_MS, 60 * DAY_MS]);
});
