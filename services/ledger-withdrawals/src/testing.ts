// What the integration tests may use of ledger-withdrawals besides its NATS subjects and database: the month-end
// job's batches (to run them on their own, in a transaction the test rolls back) and the Overview's totals statement
// (to read it in the snapshot of a check). eslint keeps tests/ to this file and the service's Prisma client.
export { StatementNoticesRepository } from './statements/statement-notices.repository.js';
export { tellStatementsReady } from './statements/tell-recipients.js';
export { OVERVIEW_TOTALS } from './accounts/accounts.repository.js';
