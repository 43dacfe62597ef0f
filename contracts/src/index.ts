// The full entry, for services, the gateway, scripts and tests: the browser entry (web.ts), the payload schemas
// and what only servers use. Its `Api` is the route declarations with their schemas (the browser entry's is the
// table without them).
export * from './web.js';
export * from './schemas/index.js';
export { Api, allRoutes, ClientConfigSchema } from './api/routes.js';
export * from './subjects/index.js';
export * from './i18n/index.js';
export * from './nats-users.js';
export * from './read-cache.js';
export * from './process-secrets.js';
