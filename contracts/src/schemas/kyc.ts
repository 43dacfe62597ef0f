// The zod schemas of kyc.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { KycStatusSchema } from './account-status.js';
import { KYC_MAX_BYTES, KYC_ADMIN_FETCH_LIMIT } from '../kyc.js';

/** A signed, time-limited link to a KYC document (whoever holds the URL may open it until `expiresAt`). */
export const DocumentLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const KycDocumentViewSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  documentType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  status: KycStatusSchema,
  grantAwardNumber: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerNotes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});

/** GET /api/kyc: what the KYC screen shows. */
export const KycOverviewSchema = z.object({
  kycStatus: KycStatusSchema,
  grantNumber: z.string(),
  latestDocument: KycDocumentViewSchema.nullable(),
});

export const SubmitKycRequestSchema = z.object({
  userId: z.string().uuid(),
  objectName: z.string().min(1).max(200),
  fileName: z.string().min(1).max(255),
  sizeBytes: z.number().int().positive().max(KYC_MAX_BYTES),
});

export const GetKycDocumentRequestSchema = z.object({
  documentId: z.string().uuid(),
  /** Who asks: an admin read is written to the audit log as document_view / document_download. */
  requesterId: z.string().uuid(),
  requesterIsAdmin: z.boolean(),
  purpose: z.enum(['link', 'download']),
});

export const FetchKycFileResultSchema = z.object({
  objectName: z.string(),
  contentType: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});

export const KycDecisionSchema = z.enum(['approved', 'rejected']);
export const KycDecisionBodySchema = z.object({ decision: KycDecisionSchema, notes: z.string().max(2000).optional() });
export const KycDecisionRequestSchema = z.object({
  userId: z.string().uuid(),
  decision: KycDecisionSchema,
  notes: z.string().max(2000).optional(),
  adminId: z.string().uuid(),
});
export const KycNotesBodySchema = z.object({ notes: z.string().max(2000) });
export const KycNotesRequestSchema = z.object({ documentId: z.string().uuid(), notes: z.string().max(2000), adminId: z.string().uuid() });
export const KycResetRequestSchema = z.object({ userId: z.string().uuid(), adminId: z.string().uuid() });

export const KycRequestViewSchema = z.object({
  userId: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  accountNumber: z.string(),
  accountStatus: z.string(),
  kycStatus: KycStatusSchema,
  grantAwardNumber: z.string(),
  document: KycDocumentViewSchema.nullable(),
  documentCount: z.number().int(),
});
export const ListKycRequestsSchema = z.object({ status: KycStatusSchema.optional(), limit: z.number().int().min(1).max(200).default(50) });

/** A recipient's KYC status changed (an admin's decision or reset); `notes` are the reviewer's notes of that decision, if any. */
export const KycStatusChangedEventSchema = z.object({
  userId: z.string().uuid(),
  from: KycStatusSchema,
  to: KycStatusSchema,
  documentId: z.string().uuid().nullable(),
  actorId: z.string().uuid(),
  at: z.string(),
  notes: z.string().nullable().optional(),
});

const KycUserId = z.string().uuid('Invalid id: a UUID is expected');

/** Bulk actions on selected KYC requests: approve, reject (with optional notes) or reset to pending. */
export const KycBulkActionSchema = z.enum(['approved', 'rejected', 'reset']);
export const KycBulkBodySchema = z.object({
  userIds: z
    .array(KycUserId)
    .min(1, 'Select at least one KYC request')
    .max(KYC_ADMIN_FETCH_LIMIT, `At most ${KYC_ADMIN_FETCH_LIMIT} KYC requests at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'A KYC request is selected twice'),
  action: KycBulkActionSchema,
  notes: z.string().max(2000).optional(),
});
export const KycBulkRequestSchema = KycBulkBodySchema.extend({ adminId: z.string().uuid() });
export const KycBulkResultSchema = z.object({
  /** Id of the bulk action, in each of its audit entries (bulk_kyc_action). */
  bulkId: z.string().uuid(),
  action: KycBulkActionSchema,
  succeeded: z.array(z.string().uuid()),
  failed: z.array(z.object({ userId: z.string().uuid(), message: z.string() })),
});

/** One entry of a recipient's KYC audit trail (submissions, decisions, notes, resets, document views, bulk actions). */
export const KycHistoryEntrySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  action: z.string(),
  adminId: z.string().uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const KycHistorySchema = z.object({
  userId: z.string().uuid(),
  documents: z.array(KycDocumentViewSchema),
  entries: z.array(KycHistoryEntrySchema),
});

/** Analytics & Reports: real counts from the KYC tables. */
export const KycAnalyticsSchema = z.object({
  /** Every submission ever made (resubmissions count again). */
  submitted: z.number().int(),
  /** Recipients by their current KYC status. */
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  notSubmitted: z.number().int(),
  /** Decided submissions, and the median time from submission to decision (null before the first decision). */
  reviewed: z.number().int(),
  medianReviewSeconds: z.number().nullable(),
});
