import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_EXPORT_PAGE_BYTES,
  AdminAuditActionSchema,
  AdminAuditTargetTypeSchema,
  adminActionBatchSubject,
  adminActionSource,
  adminActionSubject,
  type AdminAuditBatchEvent,
  type AdminAuditEntry,
  type AdminAuditEvent,
  type AdminAuditPage,
  type RpcIn,
  type RpcOut,
  type ServiceName,
} from '@portal/contracts';
import { EventRefusedError } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { AuditRepository, type AuditRow } from './audit.repository.js';

/**
 * The service an audit event came from: the one whose subject (`subjectOf`) it arrived on, which must be the
 * service it claims. Anything else is refused.
 */
function sourceOf(subject: string, subjectOf: (service: ServiceName) => string, claimed: ServiceName): ServiceName {
  const source = adminActionSource(subject);
  if (!source || subjectOf(source) !== subject) throw new EventRefusedError(`${subject} is no service's subject for this kind of audit event`);
  if (source !== claimed) throw new EventRefusedError(`the event claims ${claimed} but came on ${source}'s subject ${subject}`);
  return source;
}

@Injectable()
export class AuditService {
  constructor(@Inject(AuditRepository) private readonly audit: AuditRepository) {}

  /**
   * Records one admin action from the subject it arrived on: `events.audit.<prefix>.admin-action` names the
   * service that sent it (NATS lets only that service publish there). An event whose payload claims another
   * service, or that came on any other subject, is refused (logged and terminated, never stored).
   */
  record(eventId: string, event: AdminAuditEvent, subject: string, tx: Db): Promise<void> {
    return this.audit.append(eventId, event, sourceOf(subject, adminActionSubject, event.service), tx);
  }

  /** Records a batch of one service's admin actions (`events.audit.<prefix>.admin-actions`) by the same rules, in one statement. */
  recordBatch(event: AdminAuditBatchEvent, subject: string, tx: Db): Promise<void> {
    const source = sourceOf(subject, adminActionBatchSubject, event.service);
    return this.audit.appendMany(
      event.entries.map(({ id, ...entry }) => ({ id, event: { ...entry, service: event.service } })),
      source,
      tx,
    );
  }

  async list(query: RpcIn<'auditList'>): Promise<AdminAuditPage> {
    const { rows, total } = await this.audit.page(query, (query.page - 1) * query.pageSize, query.pageSize);
    return { total, page: query.page, pageSize: query.pageSize, entries: rows.map(toEntry) };
  }

  /**
   * One page of the audit CSV from where the last one ended: up to `limit` entries, cut where their JSON would pass
   * AUDIT_EXPORT_PAGE_BYTES (one NATS message must carry the answer); `next` is where the following page starts (null:
   * none).
   */
  async exportPage(query: RpcIn<'auditExportPage'>): Promise<RpcOut<'auditExportPage'>> {
    const rows = await this.audit.exportPage(query, query.after && { at: new Date(query.after.at), id: query.after.id }, query.limit);
    const entries = fitted(rows.map(toEntry), AUDIT_EXPORT_PAGE_BYTES);
    const last = entries.at(-1);
    const more = entries.length < rows.length || rows.length === query.limit;
    return { entries, next: more && last ? { at: last.at, id: last.id } : null };
  }
}

/**
 * The first of `entries` whose JSON fits in `bytes` (at least one): all of them in one measurement when they fit, as
 * a page of short entries does; else measured one by one.
 */
function fitted(entries: AdminAuditEntry[], bytes: number): AdminAuditEntry[] {
  if (Buffer.byteLength(JSON.stringify(entries)) <= bytes) return entries;
  let used = 2;
  const taken = entries.findIndex((entry, i) => (used += Buffer.byteLength(JSON.stringify(entry)) + 1) > bytes && i > 0);
  return entries.slice(0, taken === -1 ? entries.length : taken);
}

/** A stored entry as the viewer shows it (the actor's name is added by the gateway). */
function toEntry(r: AuditRow): AdminAuditEntry {
  return {
    id: r.id,
    at: r.occurred_at.toISOString(),
    actorId: r.actor_id,
    actorName: null,
    action: AdminAuditActionSchema.parse(r.action),
    targetType: AdminAuditTargetTypeSchema.parse(r.target_type),
    targetId: r.target_id,
    userId: r.user_id,
    user: r.full_name !== null ? { fullName: r.full_name, email: r.email ?? '', accountNumber: r.account_number ?? '' } : null,
    oldValue: r.old_value,
    newValue: r.new_value,
    description: r.description,
  };
}
