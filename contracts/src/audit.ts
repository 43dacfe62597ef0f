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
 * An audit CSV export reads the whole log page after page, each page at most this many entries and, as JSON, at most
 * AUDIT_EXPORT_PAGE_BYTES: one answer must fit in one NATS message (1 MB by default), and an entry's values and
 * description are free text (up to ~2 KB, more in bytes beyond ASCII), so the page ends where its size says. A page's
 * own costs (a NATS round trip, a statement, the next page's request) are a small part at 1,000 entries: on the grown
 * log (1.23 M entries, 2026-11-28) pages of 1,000 took a quarter less time than pages of 500, pages of 2,000 no less
 * than pages of 1,000.
 */
export const AUDIT_EXPORT_PAGE_ROWS = 1000;
export const AUDIT_EXPORT_PAGE_BYTES = 768 * 1024;

export type AdminAuditQuery = z.input<typeof AdminAuditQuerySchema>;
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;
export type AuditExportAfter = z.infer<typeof AuditExportAfterSchema>;
