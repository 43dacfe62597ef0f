// The full entry, for services, the gateway, scripts and tests: the browser entry (web.ts) and what only
// servers use.
export * from './web.js';
export * from './subjects/index.js';
export * from './i18n/index.js';
export * from './nats-users.js';
export * from './read-cache.js';
export * from './process-secrets.js';
