import { checkUpload, type UploadRules, type UploadCheck } from './uploads.js';
import type { z } from 'zod';
import type {
  DocumentLinkSchema,
  KycDocumentViewSchema,
  KycOverviewSchema,
  SubmitKycRequestSchema,
  KycDecisionSchema,
  KycRequestViewSchema,
  KycStatusChangedEventSchema,
  KycBulkActionSchema,
  KycBulkResultSchema,
  KycHistoryEntrySchema,
  KycHistorySchema,
  KycAnalyticsSchema,
} from './schemas/kyc.js';
import type { KycStatus } from './account-status.js';

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

export type KycDocumentView = z.infer<typeof KycDocumentViewSchema>;
export type KycOverview = z.infer<typeof KycOverviewSchema>;

/** The gateway hands the checked upload over through the JetStream object store bucket below. */
export const KYC_UPLOADS_BUCKET = 'kyc-uploads';
export const KYC_DOWNLOADS_BUCKET = 'kyc-downloads';

export type SubmitKycRequest = z.infer<typeof SubmitKycRequestSchema>;
export type KycDecision = z.infer<typeof KycDecisionSchema>;
export type KycRequestView = z.infer<typeof KycRequestViewSchema>;
export type KycStatusChangedEvent = z.infer<typeof KycStatusChangedEventSchema>;

/** The admin KYC requests list fetches at most this many requests; the page shows 20 at a time and searches them as you type (300 ms). */
export const KYC_ADMIN_FETCH_LIMIT = 50;
export const KYC_ADMIN_PAGE_SIZE = 20;
export const KYC_ADMIN_SEARCH_DEBOUNCE_MS = 300;

export type KycBulkAction = z.infer<typeof KycBulkActionSchema>;
export type KycBulkResult = z.infer<typeof KycBulkResultSchema>;
export type KycHistoryEntry = z.infer<typeof KycHistoryEntrySchema>;
export type KycHistory = z.infer<typeof KycHistorySchema>;
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
