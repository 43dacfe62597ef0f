import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { loadGatewayConfig } from './config.js';

test('in production the gateway refuses to start without its secrets; elsewhere development defaults stand in', () => {
  assert.throws(() => loadGatewayConfig({ NODE_ENV: 'production' }), /KYC_LINK_SECRET is not set: with NODE_ENV=production/);
  assert.equal(loadGatewayConfig({ NODE_ENV: 'production', KYC_LINK_SECRET: 'a-secret-of-the-install' }).kycLinkSecret, 'a-secret-of-the-install');
  assert.equal(loadGatewayConfig({ NODE_ENV: 'development' }).kycLinkSecret, 'development-only-kyc-link-secret');
});

test('request budgets scale only by a positive factor, and forwarded addresses are trusted from local proxies only by default', () => {
  assert.equal(loadGatewayConfig({}).rateLimitFactor, 1);
  assert.equal(loadGatewayConfig({ RATE_LIMIT_FACTOR: '100' }).rateLimitFactor, 100);
  assert.throws(() => loadGatewayConfig({ RATE_LIMIT_FACTOR: '0' }), /RATE_LIMIT_FACTOR must be a positive number/);
  assert.equal(loadGatewayConfig({}).trustProxy, 'loopback,uniquelocal');
});

test('browsers and token issuers use the public Keycloak address, the gateway itself the internal one', () => {
  const both = loadGatewayConfig({ KEYCLOAK_URL: 'http://keycloak:8180', KEYCLOAK_PUBLIC_URL: 'https://auth.example.org' }).keycloak;
  assert.equal(both.url, 'http://keycloak:8180');
  assert.equal(both.publicUrl, 'https://auth.example.org');
  assert.equal(loadGatewayConfig({ KEYCLOAK_URL: 'http://localhost:8180' }).keycloak.publicUrl, 'http://localhost:8180');
});
