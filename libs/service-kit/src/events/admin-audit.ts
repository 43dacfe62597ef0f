import { AdminAuditEventSchema, adminActionSubject, type AdminAuditEventInput } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from './outbox.js';

/**
 * Audits an admin action: writes an admin-action event to the service's outbox inside the caller's
 * transaction, so the entry exists if and only if the change commits. It goes out on the recording
 * service's own audit subject (`events.audit.<prefix>.admin-action`, the only one its NATS user may
 * publish on); accounts-kyc consumes it into the append-only `admin_audit_log`. `at` defaults to now.
 * Returns the event id (the entry's id).
 *
 *   await recordAdminAction(tx, { service: 'support', actorId, action: 'ticket_resolve', targetType: 'ticket', targetId: id, userId, oldValue: 'open', newValue: 'resolved' });
 */
export function recordAdminAction(tx: SqlExecutor, entry: Omit<AdminAuditEventInput, 'at'> & { at?: string }): Promise<string> {
  const contract = { subject: adminActionSubject(entry.service), schema: AdminAuditEventSchema };
  return enqueueEvent(tx, contract, { ...entry, at: entry.at ?? new Date().toISOString() });
}
