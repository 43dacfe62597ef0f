import { afterAll, beforeAll, jest, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { InvalidTokenError, TokenVerifier } from './token-verifier.js';

// A stand-in for the realm's published keys only: the verifier itself, jose and the clock are the real ones.
let server: Server;
let keycloakUrl: string;
let privateKey: CryptoKey;
const USER = '00000000-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  keycloakUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function sign(expiresAtSeconds: number, audience = 'portal-api'): Promise<string> {
  return new SignJWT({ azp: 'portal-web', realm_access: { roles: ['recipient'] } })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(`${keycloakUrl}/realms/grant-portal`)
    .setAudience(audience)
    .setSubject(USER)
    .setIssuedAt()
    .setExpirationTime(expiresAtSeconds)
    .sign(privateKey);
}

const verifierFor = () =>
  new TokenVerifier({ url: keycloakUrl, publicUrl: keycloakUrl, realm: 'grant-portal', clientId: 'portal-web', audience: 'portal-api' });

// Every clock but Date keeps running, so the JWKS fetch and its timeouts behave as usual.
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

test('a verified token is trusted again from memory, but never past its expiry', async () => {
  const verifier = verifierFor();
  const now = Date.now();
  const token = await sign(Math.floor(now / 1000) + 60);
  const user = await verifier.verify(token);
  assert.equal(user.id, USER);
  assert.deepEqual(user.roles, ['recipient']);
  assert.equal(await verifier.verify(token), user, 'the second check answers the remembered user');
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: now + 120_000 });
  try {
    await assert.rejects(verifier.verify(token), InvalidTokenError);
  } finally {
    jest.useRealTimers();
  }
});

test('a token that fails verification is refused every time (nothing is remembered)', async () => {
  const verifier = verifierFor();
  const token = await sign(Math.floor(Date.now() / 1000) + 60, 'another-api');
  await assert.rejects(verifier.verify(token), InvalidTokenError);
  await assert.rejects(verifier.verify(token), InvalidTokenError);
});
