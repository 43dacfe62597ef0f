// The browser entry (`@portal/contracts/web`): what the screens need (the API's routes as the browser calls
// them and the client, rules, limits, message texts, the payloads' types, the English screen texts and a loader
// for the others) and nothing that loads zod: the payload schemas are the schema entry
// (`@portal/contracts/schemas`, schemas/index.ts), which only the forms that validate load. Nothing only servers
// use either: no NATS subjects or permissions, no e-mail texts, no process secrets, no cache messages. The full
// entry (index.ts) is this plus those, with the route declarations and their schemas.
export * from './money.js';
export * from './account-formats.js';
export * from './account-status.js';
export * from './registration.js';
export * from './errors.js';
export * from './profile.js';
export * from './ledger.js';
export * from './grant-schedule.js';
export * from './grant-budget.js';
export * from './health.js';
export * from './password-reset.js';
export * from './uploads.js';
export * from './kyc.js';
export * from './report-attachments.js';
export * from './withdrawal-fees.js';
export * from './quarterly-limits.js';
export * from './pin.js';
export * from './withdrawals.js';
export * from './transfers.js';
export * from './project-payments.js';
export * from './money-moves.js';
export * from './support.js';
export * from './preferences.js';
export * from './approvals.js';
export * from './audit.js';
export * from './admin-users.js';
export * from './admin-financial.js';
export * from './charts.js';
export * from './accounting.js';
export * from './payouts.js';
export * from './statements.js';
export * from './webhooks.js';
export * from './rate-limits.js';
export * from './api/route.js';
export * from './api/staff.js';
export * from './api/route-table.js';
export * from './client-config.js';
export * from './api/client.js';
export * from './i18n/ui-catalogues.js';
