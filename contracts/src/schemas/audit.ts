// The zod schemas of audit.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { SERVICE_NAMES } from '../health.js';
import { ADMIN_AUDIT_BATCH_MAX, AUDIT_PAGE_SIZE_MAX, AUDIT_EXPORT_PAGE_ROWS } from '../audit.js';

/**
 * The admin audit log: every admin action (account status, activation, deletion, funds, grants,
 * four-eyes decisions, KYC, tickets, money-move statuses) in one append-only list owned by
 * accounts-kyc. The service where the action happens writes an `adminAction` event to its own
 * outbox in the same transaction as the change (service-kit's `recordAdminAction`), so an action is
 * audited if and only if it commits; accounts-kyc consumes the events into `admin_audit_log`.
 *
 * Entries name the recipient only by id (`userId`): names, e-mails and account numbers are looked
 * up when the log is read, so erasing a recipient needs no rewrite of the append-only log.
 */
export const AdminAuditActionSchema = z.enum([
  'account_status_change',
  'account_activation',
  'user_delete',
  'funds_adjust',
  'grant_award',
  'grant_report_approve',
  'grant_report_changes',
  'grant_report_reject',
  'grant_tranche_release',
  'grant_budget_set',
  'grant_reallocation_approve',
  'grant_reallocation_reject',
  'approval_request',
  'approval_approve',
  'approval_reject',
  'kyc_status_change',
  'kyc_notes',
  'kyc_reset',
  'bulk_kyc_action',
  'ticket_reply',
  'ticket_resolve',
  'ticket_status',
  'withdrawal_status',
  'transfer_status',
  'project_payment_status',
  'payout_batch_created',
  'payout_answer_reconciled',
  'heal_duplicates',
  'webhook_create',
  'webhook_update',
  'webhook_delete',
  'webhook_replay',
]);

export const AdminAuditTargetTypeSchema = z.enum([
  'user',
  'grant',
  'grant_report',
  'grant_tranche',
  'grant_reallocation',
  'approval_request',
  'kyc_document',
  'ticket',
  'withdrawal',
  'transfer',
  'project_payment',
  'payout_batch',
  'payout_answer_file',
  'ledger',
  'webhook_endpoint',
  'webhook_delivery',
]);

const value = z.string().max(500).nullable().default(null);

/** One admin action as its service records it (the payload of `Events.adminAction`). */
export const AdminAuditEventSchema = z.object({
  /**
   * The service that recorded the action. It publishes the event only on its own subject
   * (`adminActionSubject`), which NATS lets no other service publish on; the audit consumer refuses an
   * event whose claimed service is not the one its subject names.
   */
  service: z.enum(SERVICE_NAMES),
  actorId: z.string().uuid(),
  action: AdminAuditActionSchema,
  targetType: AdminAuditTargetTypeSchema,
  targetId: z.string().min(1).max(100),
  /** The recipient the action concerns, when there is one. */
  userId: z.string().uuid().nullable().default(null),
  oldValue: value,
  newValue: value,
  /** A short sentence for the list, e.g. "Funds added: $10.00". No recipient names or contact data. */
  description: z.string().max(1000).nullable().default(null),
  at: z.string(),
});

/**
 * Several admin actions of one transaction in one event (the payload of `Events.adminActionBatch`, on the
 * service's `adminActionBatchSubject`): a group commit of fund adjustments sends one event, not one per
 * posting. Each entry has its own id (its audit row's id); the service is the batch's.
 */
export const AdminAuditBatchEventSchema = z.object({
  service: z.enum(SERVICE_NAMES),
  entries: z
    .array(AdminAuditEventSchema.omit({ service: true }).extend({ id: z.string().uuid() }))
    .min(1)
    .max(ADMIN_AUDIT_BATCH_MAX),
});

/** One row of the audit log viewer: the stored entry with the actor's and recipient's names resolved. */
export const AdminAuditEntrySchema = z.object({
  id: z.string().uuid(),
  at: z.string(),
  actorId: z.string().uuid(),
  actorName: z.string().nullable(),
  action: AdminAuditActionSchema,
  targetType: AdminAuditTargetTypeSchema,
  targetId: z.string(),
  userId: z.string().uuid().nullable(),
  /** The recipient's name, e-mail and account number; null when the entry concerns nobody or the recipient was erased. */
  user: z.object({ fullName: z.string(), email: z.string(), accountNumber: z.string() }).nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  description: z.string().nullable(),
});

/** The viewer's query: free text over action, target, values, description and the recipient's name/e-mail/account number. */
export const AdminAuditQuerySchema = z.object({
  search: z.string().max(100).trim().optional(),
  action: AdminAuditActionSchema.optional(),
  actorId: z.string().uuid().optional(),
  userId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});
/** The RPC's request: the viewer's query. */
export const ListAdminAuditRequestSchema = AdminAuditQuerySchema.extend({
  pageSize: z.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});

/** Where the next page of an audit export starts: after this entry (newest first, then by id). */
export const AuditExportAfterSchema = z.object({ at: z.string().datetime(), id: z.string().uuid() });
/**
 * The RPC's request for one page of the audit CSV: the viewer's filters, the entries after `after` (none: from the
 * newest), `limit` of them. Pages follow each other by the last entry's time and id, so an export reads the whole
 * log however long it is, and an entry recorded during it moves nothing.
 */
export const AuditExportPageRequestSchema = AdminAuditQuerySchema.omit({ page: true, pageSize: true }).extend({
  after: AuditExportAfterSchema.optional(),
  limit: z.number().int().min(1).max(AUDIT_EXPORT_PAGE_ROWS).default(AUDIT_EXPORT_PAGE_ROWS),
});
export const AuditExportPageSchema = z.object({ entries: z.array(AdminAuditEntrySchema), next: AuditExportAfterSchema.nullable() });

export const AdminAuditPageSchema = z.object({
  entries: z.array(AdminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
