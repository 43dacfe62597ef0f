import { z } from 'zod';
import { KycStatusSchema, type KycStatus } from './account-status.js';
import { checkUpload, type UploadCheck, type UploadRules } from './uploads.js';

/** Largest AML certificate accepted (the gateway refuses bigger uploads before anything is stored). */
export const KYC_MAX_MEGABYTES = 10;
export const KYC_MAX_BYTES = KYC_MAX_MEGABYTES * 1024 * 1024;
export const KYC_ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const;
/** For the file picker's accept attribute. */
export const KYC_ACCEPT_ATTRIBUTE =
  '.jpg,.jpeg,.png,.pdf,.doc,.docx,image/jpeg,image/png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const KYC_DOCUMENT_TYPE = 'aml_certificate';
/** Signed document links live this long (spec 2 §9). */
export const KYC_LINK_TTL_SECONDS = 3600;

/** A signed, time-limited link to a KYC document (whoever holds the URL may open it until `expiresAt`). */
export const DocumentLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DocumentLink = z.infer<typeof DocumentLinkSchema>;

/** Polling and notice timings (spec 1 §4, §9). */
export const KycTimings = {
  kycScreenPollMs: 20_000,
  dashboardPollMs: 30_000,
  kycScreenResultMs: 10_000,
  dashboardApprovedNoticeMs: 5_000,
  dashboardRejectedNoticeMs: 7_000,
} as const;

/** The error code of a KYC upload the document store could not keep (answered with KycMessages.saveFailed). */
export const KYC_STORAGE_FAILED = 'STORAGE_FAILED';

export const KycMessages = {
  fileRequired: 'AML Certificate file is required',
  grantNumberMissing: 'Grant number could not be loaded from your account. Please refresh the page.',
  notAuthenticated: 'User not authenticated. Please login again.',
  uploadFailed: 'Failed to upload file. Please try again.',
  /** The document store refused or failed (the cause goes to the service's log only, never to the user). */
  saveFailed: 'Failed to save KYC document: the document could not be stored. Please try again.',
  network: 'Network error. Please try again.',
  submitted: 'KYC documents submitted successfully! Your submission is under review.',
  tooLarge: `The file is larger than ${KYC_MAX_MEGABYTES} MB. Please upload a smaller file.`,
  unsupportedType: 'Only JPG, JPEG, PNG, PDF, DOC and DOCX files are accepted.',
  contentMismatch: 'The file content does not match its type. Please upload a genuine JPG, PNG, PDF, DOC or DOCX file.',
  alreadyPending: 'Your KYC documents are already under review.',
  alreadyApproved: 'Your KYC verification is already approved.',
  approvedResult: 'Congratulations! Your KYC verification has been approved.',
  rejectedResult: 'Your KYC verification was rejected. Please review the requirements and resubmit your documents.',
  restricted: 'KYC verification required to access this feature.',
  linkExpired: 'This document link has expired. Please open the document again.',
  linkInvalid: 'This document link is not valid.',
  notYourDocument: 'You do not have access to this document.',
} as const;

/** The status banner on the KYC screen and dashboard (spec 1 §4); none before a submission. */
export function kycBanner(status: KycStatus | null | undefined): string | null {
  if (status === 'approved') return 'Your KYC documents have been approved.';
  if (status === 'pending') return 'Your KYC documents are under review.';
  if (status === 'rejected') return 'Your KYC documents were rejected. Please resubmit.';
  return null;
}

/** The dashboard's action button text by KYC status, and whether it is disabled (spec 1 §2). */
export function kycActionButton(status: KycStatus | null | undefined): { label: string; disabled: boolean } {
  if (status === 'approved') return { label: 'Verification Complete', disabled: true };
  if (status === 'pending') return { label: 'Documents Submitted', disabled: true };
  if (status === 'rejected') return { label: 'Resubmit Documents', disabled: false };
  return { label: 'Click Here to Submit Documents', disabled: false };
}

/** The submission form shows unless a submission is under review or approved. */
export function kycFormOpen(status: KycStatus | null | undefined): boolean {
  return status !== 'pending' && status !== 'approved';
}

/** Money features need an approved KYC; each feature has its own refusal text (spec 2 §2.3–§2.6). */
export const KycRequiredMessages = {
  feature: KycMessages.restricted,
  withdrawals: 'Your KYC verification must be approved to access withdrawals.',
  transfers: 'Your KYC verification must be approved to access transfers.',
  projectPayments: 'Your KYC verification must be approved to access project payments.',
  transactions: 'Your KYC verification must be approved to access transaction history.',
} as const;

/** What the KYC upload accepts and how each refusal reads (the check itself: checkUpload in uploads.ts). */
export const KYC_UPLOAD_RULES: UploadRules = {
  maxBytes: KYC_MAX_BYTES,
  accepted: ['jpeg', 'png', 'pdf', 'doc', 'docx'],
  messages: {
    fileRequired: KycMessages.fileRequired,
    tooLarge: KycMessages.tooLarge,
    unsupportedType: KycMessages.unsupportedType,
    contentMismatch: KycMessages.contentMismatch,
  },
};

/** Checks a KYC upload by name, size and content; returns the spec/portal message of the first problem, or the detected type. */
export function checkKycUpload(name: string, size: number, head: Uint8Array): UploadCheck {
  return checkUpload(KYC_UPLOAD_RULES, name, size, head);
}

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
export type KycDocumentView = z.infer<typeof KycDocumentViewSchema>;

/** GET /api/kyc: what the KYC screen shows. */
export const KycOverviewSchema = z.object({
  kycStatus: KycStatusSchema,
  grantNumber: z.string(),
  latestDocument: KycDocumentViewSchema.nullable(),
});
export type KycOverview = z.infer<typeof KycOverviewSchema>;

/** The gateway hands the checked upload over through the JetStream object store bucket below. */
export const KYC_UPLOADS_BUCKET = 'kyc-uploads';
export const KYC_DOWNLOADS_BUCKET = 'kyc-downloads';

export const SubmitKycRequestSchema = z.object({
  userId: z.string().uuid(),
  objectName: z.string().min(1).max(200),
  fileName: z.string().min(1).max(255),
  sizeBytes: z.number().int().positive().max(KYC_MAX_BYTES),
});
export type SubmitKycRequest = z.infer<typeof SubmitKycRequestSchema>;

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
export type KycDecision = z.infer<typeof KycDecisionSchema>;
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
export type KycRequestView = z.infer<typeof KycRequestViewSchema>;
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
export type KycStatusChangedEvent = z.infer<typeof KycStatusChangedEventSchema>;

const KycUserId = z.string().uuid('Invalid id: a UUID is expected');

/** The admin KYC requests list fetches at most this many requests; the page shows 20 at a time and searches them as you type (300 ms). */
export const KYC_ADMIN_FETCH_LIMIT = 50;
export const KYC_ADMIN_PAGE_SIZE = 20;
export const KYC_ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** Bulk actions on selected KYC requests: approve, reject (with optional notes) or reset to pending. */
export const KycBulkActionSchema = z.enum(['approved', 'rejected', 'reset']);
export type KycBulkAction = z.infer<typeof KycBulkActionSchema>;
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
export type KycBulkResult = z.infer<typeof KycBulkResultSchema>;

/** One entry of a recipient's KYC audit trail (submissions, decisions, notes, resets, document views, bulk actions). */
export const KycHistoryEntrySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  action: z.string(),
  adminId: z.string().uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type KycHistoryEntry = z.infer<typeof KycHistoryEntrySchema>;
export const KycHistorySchema = z.object({
  userId: z.string().uuid(),
  documents: z.array(KycDocumentViewSchema),
  entries: z.array(KycHistoryEntrySchema),
});
export type KycHistory = z.infer<typeof KycHistorySchema>;

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
export type KycAnalytics = z.infer<typeof KycAnalyticsSchema>;

/** "2 h 5 min", "3 min", "45 s": a review time for Analytics & Reports. */
export function formatReviewDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The admin KYC screens' failure texts (spec 2 §8, KYC admin); a server's reason follows the colon. */
export const KycAdminMessages = {
  loadFailed: 'Failed to load KYC requests',
  loadError: 'Error loading KYC requests',
  bulkFailed: 'Bulk action failed',
  documentFailed: 'Failed to load document',
  imageFailed: 'Failed to load image',
  pdfFailed: 'Failed to load PDF',
  downloadFailed: 'Download failed',
  statusFailed: 'Failed to update status',
} as const;
