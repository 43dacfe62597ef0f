import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.js';

const secret = 'q2bJ0xS2o3sD3oG5vX2m0f9Jk8XkqYwYH2m6b0pQ1sE';
const body = '{"id":"4f1c…","type":"kyc.status-changed","createdAt":"2026-11-27T07:00:00.000Z","data":{}}';

test('v1 is the hex HMAC-SHA256 of "<timestamp>.<body>" under the secret', () => {
  const expected = createHmac('sha256', secret).update(`1790000000.${body}`).digest('hex');
  assert.equal(signWebhook(secret, 1790000000, body), `v1=${expected}`);
  // A known value, so a receiver in another language can check its own implementation against it.
  assert.equal(signWebhook('secret', 1, '{}'), 'v1=' + createHmac('sha256', 'secret').update('1.{}').digest('hex'));
});

test('a receiver accepts the signature and refuses another body, timestamp or secret', () => {
  const header = signWebhook(secret, 1790000000, body);
  assert.equal(verifyWebhookSignature(secret, '1790000000', body, header), true);
  assert.equal(verifyWebhookSignature(secret, '1790000001', body, header), false);
  assert.equal(verifyWebhookSignature(secret, '1790000000', body.replace('kyc', 'KYC'), header), false);
  assert.equal(verifyWebhookSignature(`${secret}x`, '1790000000', body, header), false);
  assert.equal(verifyWebhookSignature(secret, '1790000000', body, 'v1=00'), false);
});
