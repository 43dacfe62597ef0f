import { Events } from '@portal/contracts';
import { enqueueEvents, type SqlExecutor } from '@portal/service-kit';

/** A month's statement is ready for each of these recipients: one event each, written to the outbox in the caller's transaction. */
export function publishStatementsReady(tx: SqlExecutor, userIds: string[], month: string): Promise<string[]> {
  const at = new Date().toISOString();
  return enqueueEvents(
    tx,
    Events.statementReady,
    userIds.map((userId) => ({ userId, month, at })),
  );
}
