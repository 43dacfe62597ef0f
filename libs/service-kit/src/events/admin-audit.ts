import { AdminAuditEventSchema, adminActionSubject, type AdminAuditEventInput, type ServiceName } from '@portal/contracts';
import { enqueueEvent, enqueueEvents, type SqlExecutor } from './outbox.js';

/** One admin action as a service records it (`at` defaults to now). */
export type AdminActionEntry = Omit<AdminAuditEventInput, 'at'> & { at?: string };

/** The admin-action contract of one service: its own audit subject (`events.audit.<prefix>.admin-action`). */
function adminActionOf(service: ServiceName) {
  return { subject: adminActionSubject(service), schema: AdminAuditEventSchema };
}

/**
 * Audits an admin action: writes an admin-action event to the service's outbox inside the caller's
 * transaction, so the entry exists if and only if the change commits. It goes out on the recording
 * service's own audit subject (`events.audit.<prefix>.admin-action`, the only one its NATS user may
 * publish on); accounts-kyc consumes it into the append-only `admin_audit_log`. `at` defaults to now.
 * Returns the event id (the entry's id).
 *
 *   await recordAdminAction(tx, { service: 'support', actorId, action: 'ticket_resolve', targetType: 'ticket', targetId: id, userId, oldValue: 'open', newValue: 'resolved' });
 */
export function recordAdminAction(tx: SqlExecutor, entry: AdminActionEntry): Promise<string> {
  return enqueueEvent(tx, adminActionOf(entry.service), { ...entry, at: entry.at ?? new Date().toISOString() });
}

/**
 * `recordAdminAction` for several actions of one transaction, in one statement (e.g. a group commit's
 * postings). All of them are the same service's (one subject).
 */
export function recordAdminActions(tx: SqlExecutor, entries: AdminActionEntry[]): Promise<string[]> {
  if (entries.length === 0) return Promise.resolve([]);
  const service = entries[0]!.service;
  if (entries.some((entry) => entry.service !== service)) throw new Error('recordAdminActions: every entry must be the same service’s');
  const at = new Date().toISOString();
  return enqueueEvents(
    tx,
    adminActionOf(service),
    entries.map((entry) => ({ ...entry, at: entry.at ?? at })),
  );
}
