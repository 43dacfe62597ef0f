import { randomUUID } from 'node:crypto';
import {
  ADMIN_AUDIT_BATCH_MAX,
  AdminAuditBatchEventSchema,
  AdminAuditEventSchema,
  adminActionBatchSubject,
  adminActionSubject,
  type AdminAuditEventInput,
  type ServiceName,
} from '@portal/contracts';
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
 * `recordAdminAction` for several actions of one transaction (e.g. a group commit's postings): one batch
 * event per ADMIN_AUDIT_BATCH_MAX entries (`events.audit.<prefix>.admin-actions`), written in one statement,
 * so a batch of postings costs one event to relay and consume, not one each. All of them are the same
 * service's. Returns the entries' ids (their audit rows' ids), in order.
 */
export async function recordAdminActions(tx: SqlExecutor, entries: AdminActionEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const service = entries[0]!.service;
  if (entries.some((entry) => entry.service !== service)) throw new Error('recordAdminActions: every entry must be the same service’s');
  const at = new Date().toISOString();
  const rows = entries.map(({ service: _service, ...entry }) => ({ ...entry, id: randomUUID(), at: entry.at ?? at }));
  const batches = [];
  for (let i = 0; i < rows.length; i += ADMIN_AUDIT_BATCH_MAX) batches.push({ service, entries: rows.slice(i, i + ADMIN_AUDIT_BATCH_MAX) });
  await enqueueEvents(tx, { subject: adminActionBatchSubject(service), schema: AdminAuditBatchEventSchema }, batches);
  return rows.map((row) => row.id);
}
