import type { WithdrawalView } from '@portal/contracts';
import type { Withdrawal } from '../generated/prisma/client.js';
import { toCents } from '../ledger/transaction.mapper.js';

export function toWithdrawalView(row: Withdrawal): WithdrawalView {
  return {
    id: row.id,
    userId: row.userId,
    transactionNumber: row.transactionNumber,
    amountCents: toCents(row.amountCents),
    feeCents: toCents(row.feeCents),
    netCents: toCents(row.netCents),
    method: row.method as WithdrawalView['method'],
    methodDetails: row.methodDetails as Record<string, unknown>,
    status: row.status as WithdrawalView['status'],
    description: row.description,
    quarterPeriod: row.quarterPeriod,
    quarterLimitCents: toCents(row.quarterLimitCents),
    quarterUsedBeforeCents: toCents(row.quarterUsedBeforeCents),
    quarterRemainingAfterCents: toCents(row.quarterRemainingAfterCents),
    expectedCompletionDate: row.expectedCompletionDate.toISOString(),
    processingMessage: row.processingMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
