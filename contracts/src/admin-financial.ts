import { z } from 'zod';
import { NamedUserSchema, RecentTransactionSchema } from './admin-users.js';
import { TransferViewSchema } from './transfers.js';
import { WithdrawalViewSchema } from './withdrawals.js';

/** The Financial Activity tab shows this many of the newest transactions, transfers and withdrawals (spec 2 §2.9). */
export const FINANCIAL_RECENT_COUNT = 5;

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
export type AdminRecentActivity = z.infer<typeof AdminRecentActivitySchema>;
