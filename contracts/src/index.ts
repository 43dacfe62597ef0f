export * from './money.js';
export * from './account-status.js';
export * from './registration.js';
export * from './errors.js';
export * from './profile.js';
export * from './ledger.js';
export * from './health.js';
export * from './rpc.js';
