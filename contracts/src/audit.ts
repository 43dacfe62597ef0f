import type { z } from 'zod';
import type {
  AdminAuditActionSchema,
  AdminAuditTargetTypeSchema,
  AdminAuditEventSchema,
  AdminAuditBatchEventSchema,
  AdminAuditEntrySchema,
  AdminAuditQuerySchema,
  AdminAuditPageSchema,
  AuditExportAfterSchema,
} from './schemas/audit.js';

export type AdminAuditAction = z.infer<typeof AdminAuditActionSchema>;
export type AdminAuditTargetType = z.infer<typeof AdminAuditTargetTypeSchema>;
export type AdminAuditEvent = z.output<typeof AdminAuditEventSchema>;
export type AdminAuditEventInput = z.input<typeof AdminAuditEventSchema>;

/** Entries per batch event at most (a group commit's adjustments: the ledger's batch is at most 64 postings). */
export const ADMIN_AUDIT_BATCH_MAX = 64;

export type AdminAuditBatchEvent = z.output<typeof AdminAuditBatchEventSchema>;
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AUDIT_PAGE_SIZE_MAX = 200;
/**
 * Rows the CSV export asks the audit log for per call (it reads the whole log, page after page): one answer must fit
 * in one NATS message (1 MB by default), and an entry's values and description are free text.
 */
export const AUDIT_CSV_PAGE_ROWS = 500;

export type AdminAuditQuery = z.input<typeof AdminAuditQuerySchema>;
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;
export type AuditExportAfter = z.infer<typeof AuditExportAfterSchema>;
