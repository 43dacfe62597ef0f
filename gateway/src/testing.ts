// What the integration tests may use of the gateway besides its HTTP edge: the KYC link signer (to make
// expired and foreign links), the change-aware caches with the NATS link they listen on, and the
// per-address rate limiter (to spend a budget quickly). eslint keeps tests/ to this file.
export { DocumentLinkSigner } from './kyc/document-link.js';
export { ProfileCache } from './auth/profile.cache.js';
export { LedgerReadCache } from './me/ledger-read.cache.js';
export { NatsLink } from './nats-link.js';
export { PER_IP_LIMITER_NAME } from './http/ip-rate-limit.js';
export { redisLimiter } from './http/rate-limit.store.js';
