import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { loadGatewayConfig } from './config.js';

/** A local platform (`npm start`): plain Redis and NATS on this machine. */
const dev = { PORTAL_PROFILE: 'development' };
/** A production install's connections: Redis and NATS over TLS, with a Redis password. */
const productionConnections = { NATS_URL: 'tls://nats.internal:4222', REDIS_URL: 'rediss://redis.internal:6380/0', REDIS_PASSWORD: 'r' };

test('in production the gateway refuses to start without its secrets; elsewhere development defaults stand in', () => {
  assert.throws(() => loadGatewayConfig({ NODE_ENV: 'production' }), /KYC_LINK_SECRET is not set: with NODE_ENV=production/);
  const secret = { NODE_ENV: 'production', KYC_LINK_SECRET: 'a-secret-of-the-install' };
  assert.equal(loadGatewayConfig({ ...secret, ...productionConnections }).kycLinkSecret, 'a-secret-of-the-install');
  assert.equal(loadGatewayConfig({ ...dev, NODE_ENV: 'development' }).kycLinkSecret, 'development-only-kyc-link-secret');
});

test('in production the gateway refuses plain NATS or Redis and a Redis without a password', () => {
  const secret = { KYC_LINK_SECRET: 'a-secret-of-the-install' };
  assert.throws(() => loadGatewayConfig({ ...secret, ...productionConnections, NATS_URL: 'nats://nats:4222' }), /NATS_URL .*TLS only/);
  assert.throws(() => loadGatewayConfig({ ...secret, ...productionConnections, REDIS_URL: 'redis://redis:6379/0' }), /REDIS_URL .*TLS only/);
  assert.throws(() => loadGatewayConfig({ ...secret, ...productionConnections, REDIS_PASSWORD: '' }), /REDIS_PASSWORD is not set/);
  const config = loadGatewayConfig({ ...secret, ...productionConnections, REDIS_TLS_SERVERNAME: 'redis.example.org' });
  assert.deepEqual(config.redis, { host: 'redis.internal', port: 6380, db: 0, password: 'r', tls: { servername: 'redis.example.org' } });
});

test('request budgets scale only by a positive factor, and forwarded addresses are trusted from local proxies only by default', () => {
  assert.equal(loadGatewayConfig(dev).rateLimitFactor, 1);
  assert.equal(loadGatewayConfig({ ...dev, RATE_LIMIT_FACTOR: '100' }).rateLimitFactor, 100);
  assert.throws(() => loadGatewayConfig({ ...dev, RATE_LIMIT_FACTOR: '0' }), /RATE_LIMIT_FACTOR must be a positive number/);
  assert.equal(loadGatewayConfig(dev).trustProxy, 'loopback,uniquelocal');
});

test('browsers and token issuers use the public Keycloak address, the gateway itself the internal one', () => {
  const both = loadGatewayConfig({ ...dev, KEYCLOAK_URL: 'http://keycloak:8180', KEYCLOAK_PUBLIC_URL: 'https://auth.example.org' }).keycloak;
  assert.equal(both.url, 'http://keycloak:8180');
  assert.equal(both.publicUrl, 'https://auth.example.org');
  assert.equal(loadGatewayConfig({ ...dev, KEYCLOAK_URL: 'http://localhost:8180' }).keycloak.publicUrl, 'http://localhost:8180');
});
