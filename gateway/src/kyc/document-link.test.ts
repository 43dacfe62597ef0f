import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { DocumentLinkSigner } from './document-link.js';

const signer = new DocumentLinkSigner('a-test-secret-of-enough-length');
const doc = '6f1d3a58-5c4e-4a8e-9d7e-0d0f6b9a1c11';
const user = '0b7c8e1e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

test('a fresh link verifies and carries what it was made for', () => {
  const { token } = signer.create(doc, user, false);
  const check = signer.verify(token);
  assert.equal(check.ok, true);
  assert.deepEqual(check.ok && { d: check.claims.d, u: check.claims.u, a: check.claims.a }, { d: doc, u: user, a: false });
});

test('links expire after 3600 seconds', () => {
  const made = Date.now();
  const { token, expiresAt } = signer.create(doc, user, false, made);
  assert.equal(expiresAt.getTime() - Math.floor(made / 1000) * 1000, 3600_000);
  assert.deepEqual(signer.verify(token, made + 3599_000).ok, true);
  assert.deepEqual(signer.verify(token, made + 3601_000), { ok: false, reason: 'expired' });
});

test('a changed payload, a foreign signature or garbage is invalid', () => {
  const { token } = signer.create(doc, user, false);
  const [, signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ d: doc, u: user, a: true, e: 9_999_999_999 })).toString('base64url');
  assert.deepEqual(signer.verify(`${forged}.${signature}`), { ok: false, reason: 'invalid' });
  const other = new DocumentLinkSigner('another-secret-of-enough-length').create(doc, user, false).token;
  assert.deepEqual(signer.verify(other), { ok: false, reason: 'invalid' });
  assert.deepEqual(signer.verify('nonsense'), { ok: false, reason: 'invalid' });
});
