import { Events, type AdminAuditEventInput } from '@portal/contracts';
import { enqueueEvent, enqueueEvents, type SqlExecutor } from './outbox.js';

/** One admin action as a service records it (`at` defaults to now). */
export type AdminActionEntry = Omit<AdminAuditEventInput, 'at'> & { at?: string };

/**
 * Audits an admin action: writes `Events.adminAction` to the service's outbox inside the caller's
 * transaction, so the entry exists if and only if the change commits. accounts-kyc consumes it into
 * the append-only `admin_audit_log`. `at` defaults to now. Returns the event id (the entry's id).
 *
 *   await recordAdminAction(tx, { actorId, action: 'ticket_resolve', targetType: 'ticket', targetId: id, userId, oldValue: 'open', newValue: 'resolved' });
 */
export function recordAdminAction(tx: SqlExecutor, entry: AdminActionEntry): Promise<string> {
  return enqueueEvent(tx, Events.adminAction, { ...entry, at: entry.at ?? new Date().toISOString() });
}

/** `recordAdminAction` for several actions of one transaction, in one statement (e.g. a group commit's postings). */
export function recordAdminActions(tx: SqlExecutor, entries: AdminActionEntry[]): Promise<string[]> {
  const at = new Date().toISOString();
  return enqueueEvents(
    tx,
    Events.adminAction,
    entries.map((entry) => ({ ...entry, at: entry.at ?? at })),
  );
}
