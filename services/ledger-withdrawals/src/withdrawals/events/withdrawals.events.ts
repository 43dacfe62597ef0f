import { Events, type WithdrawalStatus } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from '@portal/service-kit';
import type { Withdrawal } from '../../generated/prisma/client.js';
import { toWithdrawalView } from '../withdrawal.mapper.js';

/** What the withdrawals feature publishes, each written to the outbox in the caller's transaction. */

/** A withdrawal was created (`from` null) or changed status; `actorId` is the recipient or the admin. */
export function publishWithdrawalStatusChanged(tx: SqlExecutor, row: Withdrawal, from: WithdrawalStatus | null, actorId: string): Promise<string> {
  const view = toWithdrawalView(row);
  return enqueueEvent(tx, Events.withdrawalStatusChanged, {
    id: view.id,
    userId: view.userId,
    transactionNumber: view.transactionNumber,
    from,
    to: view.status,
    amountCents: view.amountCents,
    netCents: view.netCents,
    method: view.method,
    message: view.processingMessage,
    actorId,
    at: view.updatedAt,
  });
}
