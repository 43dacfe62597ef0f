import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { SecretBox, newWebhookSecret, secretBoxFromEnv } from './secret-box.js';

const key = 's0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

test('a sealed secret opens under the same key and endpoint, and under no other', () => {
  const box = new SecretBox(key);
  const secret = newWebhookSecret();
  assert.match(secret, /^[A-Za-z0-9_-]{43}$/);
  const sealed = box.seal(secret, 'endpoint-a');
  assert.ok(!sealed.includes(secret));
  assert.notEqual(box.seal(secret, 'endpoint-a'), sealed, 'a fresh IV each time');
  assert.equal(box.open(sealed, 'endpoint-a'), secret);
  assert.throws(() => box.open(sealed, 'endpoint-b'));
  assert.throws(() => new SecretBox(`${key}x`).open(sealed, 'endpoint-a'));
  const [format, iv, tag, ciphertext] = sealed.split('.');
  // One character of the ciphertext changed (to another: a ciphertext that starts with A would otherwise be left as it was).
  const tampered = `${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
  assert.throws(() => box.open([format, iv, tag, tampered].join('.'), 'endpoint-a'));
});

test('the key comes from WEBHOOK_SECRET_KEY; production without it does not start', () => {
  assert.throws(() => secretBoxFromEnv({ NODE_ENV: 'production' }), /WEBHOOK_SECRET_KEY is not set/);
  assert.throws(() => secretBoxFromEnv({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: 'short' }), /at least 32/);
  assert.ok(secretBoxFromEnv({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: key }));
  assert.ok(secretBoxFromEnv({}), 'a development default outside production');
});
