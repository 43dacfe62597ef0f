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
  type AuditExportAfter,
  type RpcIn,
  type RpcOut,
  type ServiceName,
} from '@portal/contracts';
import { EventRefusedError, JsonAnswer, ReadAhead } from '@portal/service-kit';
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
  /** The audit CSV's pages read one ahead (each up to AUDIT_EXPORT_PAGE_BYTES of JSON). */
  private readonly exportPagesAhead = new ReadAhead<ExportPage>();

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
   * none). The page after it is read at once (`ReadAhead`): while this one goes to the gateway and on to the client,
   * the database reads the next, which the export asks for as soon as this one has come.
   */
  async exportPage(query: RpcIn<'auditExportPage'>): Promise<JsonAnswer<RpcOut<'auditExportPage'>>> {
    const page = await this.exportPagesAhead.page(query, {
      key: exportKey,
      read: (q) => this.readExportPage(q),
      following: (q, read) => (read.next ? { ...q, after: read.next } : undefined),
    });
    return page.answer;
  }

  /** An export page read and written as its answer's JSON, each entry serialized once. */
  private async readExportPage(query: RpcIn<'auditExportPage'>): Promise<ExportPage> {
    const rows = await this.audit.exportPage(query, query.after && { at: new Date(query.after.at), id: query.after.id }, query.limit);
    const entries = fitted(
      rows.map((r) => JSON.stringify(toEntry(r))),
      AUDIT_EXPORT_PAGE_BYTES,
    );
    const last = rows[entries.length - 1];
    const more = entries.length < rows.length || rows.length === query.limit;
    const next = more && last ? { at: last.occurred_at.toISOString(), id: last.id } : null;
    return { answer: new JsonAnswer(`{"entries":[${entries.join(',')}],"next":${JSON.stringify(next)}}`), next };
  }
}

/** An export page ready to send, and where the page after it starts (null: none). */
interface ExportPage {
  answer: JsonAnswer<RpcOut<'auditExportPage'>>;
  next: AuditExportAfter | null;
}

/** An export page's request as the read-ahead keeps it: the filters, where the page starts and its size. */
function exportKey(query: RpcIn<'auditExportPage'>): string {
  const { search, action, actorId, userId, after, limit } = query;
  return JSON.stringify([search ?? null, action ?? null, actorId ?? null, userId ?? null, after?.at ?? null, after?.id ?? null, limit]);
}

/** The first of the entries' JSON texts that fit in `bytes` as one array (at least one). */
function fitted(entries: string[], bytes: number): string[] {
  let used = 2;
  const taken = entries.findIndex((entry, i) => (used += Buffer.byteLength(entry) + 1) > bytes && i > 0);
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
