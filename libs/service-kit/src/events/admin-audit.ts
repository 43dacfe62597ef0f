import { Events, type AdminAuditEventInput } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from './outbox.js';

/**
 * Audits an admin action: writes `Events.adminAction` to the service's outbox inside the caller's
 * transaction, so the entry exists if and only if the change commits. accounts-kyc consumes it into
 * the append-only `admin_audit_log`. `at` defaults to now. Returns the event id (the entry's id).
 *
 *   await recordAdminAction(tx, { actorId, action: 'ticket_resolve', targetType: 'ticket', targetId: id, userId, oldValue: 'open', newValue: 'resolved' });
 */
export function recordAdminAction(tx: SqlExecutor, entry: Omit<AdminAuditEventInput, 'at'> & { at?: string }): Promise<string> {
  return enqueueEvent(tx, Events.adminAction, { ...entry, at: entry.at ?? new Date().toISOString() });
}
