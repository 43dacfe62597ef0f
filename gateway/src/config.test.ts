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
