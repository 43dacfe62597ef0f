// The zod schemas of admin-financial.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { RecentTransactionSchema, NamedUserSchema } from './admin-users.js';
import { TransferViewSchema } from './transfers.js';
import { WithdrawalViewSchema } from './withdrawals.js';

export const RecentTransactionsRequestSchema = z.object({ limit: z.number().int().min(1).max(50) });

/**
 * The newest ledger entries on recipients' accounts (from the ledger), transfers (from payments) and
 * withdrawals (from the ledger), each naming its recipient (null: erased or unknown, 'Unknown User').
 */
export const AdminRecentActivitySchema = z.object({
  transactions: z.array(RecentTransactionSchema.extend(NamedUserSchema.shape)),
  transfers: z.array(TransferViewSchema.extend(NamedUserSchema.shape)),
  withdrawals: z.array(WithdrawalViewSchema.extend(NamedUserSchema.shape)),
});
