import { AccountStatementRequestSchema, AccountStatementSummarySchema, JournalPageRequestSchema, JournalPageSchema } from '../schemas/accounting.js';
import { rpc } from './contract.js';

/** The ledger's accounting reads (ledger-withdrawals answers them): the journal by pages and an account's period figures. */
export const LedgerAccountingRpc = {
  ledgerJournalPage: rpc('ledger.accounting.journal', JournalPageRequestSchema, JournalPageSchema),
  ledgerAccountStatement: rpc('ledger.accounting.statement', AccountStatementRequestSchema, AccountStatementSummarySchema.nullable()),
} as const;
