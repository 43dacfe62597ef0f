import { Events } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from '@portal/service-kit';

/** A month's statement is ready for a recipient: written to the outbox in the caller's transaction. */
export function publishStatementReady(tx: SqlExecutor, userId: string, month: string): Promise<string> {
  return enqueueEvent(tx, Events.statementReady, { userId, month, at: new Date().toISOString() });
}
