import { acceptAttributeOf, checkUpload, type DetectedDocumentType, type UploadRules, type UploadCheck } from './uploads.js';
import type { z } from 'zod';
import type { ReportAttachmentViewSchema } from './schemas/report-attachments.js';

/**
 * Files attached to a progress report's version (a signed deliverable, photos, invoices), checked by content like
 * KYC documents and stored like them (ledger-withdrawals keeps them). The flow keeps a version unchanged once it is
 * submitted: the recipient first uploads files as drafts of one of their milestones, then the submission (or the
 * revision) names the drafts it carries, and the same transaction binds them to the new version. A bound file is
 * never changed or removed again; a draft may be removed until it is submitted.
 */

export const REPORT_ATTACHMENT_MAX_MEGABYTES = 10;
export const REPORT_ATTACHMENT_LIMITS = {
  /** Files one version may carry (and drafts one milestone may hold). */
  maxPerVersion: 5,
  maxBytes: REPORT_ATTACHMENT_MAX_MEGABYTES * 1024 * 1024,
  fileNameMaxLength: 255,
} as const;
export const REPORT_ATTACHMENT_TYPES: readonly DetectedDocumentType[] = ['pdf', 'jpeg', 'png'];
/** For the file picker's accept attribute. */
export const REPORT_ATTACHMENT_ACCEPT = acceptAttributeOf(REPORT_ATTACHMENT_TYPES);
/** Signed attachment links live this long: a link is asked for at the moment of the download. */
export const REPORT_ATTACHMENT_LINK_TTL_SECONDS = 300;

/** The error code of an attachment the store could not keep (answered with ReportAttachmentMessages.saveFailed). */
export const REPORT_ATTACHMENT_STORAGE_FAILED = 'STORAGE_FAILED';

export const ReportAttachmentMessages = {
  fileRequired: 'Please choose a file to attach',
  tooLarge: `The file is larger than ${REPORT_ATTACHMENT_MAX_MEGABYTES} MB. Please attach a smaller file.`,
  unsupportedType: 'Only PDF, JPG, JPEG and PNG files can be attached.',
  contentMismatch: 'The file content does not match its type. Please attach a genuine PDF, JPG or PNG file.',
  tooMany: `A report version carries at most ${REPORT_ATTACHMENT_LIMITS.maxPerVersion} files.`,
  notFound: 'Attachment not found',
  notDraft: 'This file belongs to a submitted report version and can no longer be changed',
  notRevisable: 'Files can be attached only while the report can be submitted or revised',
  unknownDraft: 'A file named in the report is not one of your files waiting for this milestone',
  saveFailed: 'The file could not be stored. Please try again.',
  uploadFailed: 'The file could not be attached. Please try again.',
  linkExpired: 'This attachment link has expired. Please open the file again.',
  linkInvalid: 'This attachment link is not valid.',
} as const;

/** What an attachment upload accepts and how each refusal reads. */
export const REPORT_ATTACHMENT_UPLOAD_RULES: UploadRules = {
  maxBytes: REPORT_ATTACHMENT_LIMITS.maxBytes,
  accepted: REPORT_ATTACHMENT_TYPES,
  messages: {
    fileRequired: ReportAttachmentMessages.fileRequired,
    tooLarge: ReportAttachmentMessages.tooLarge,
    unsupportedType: ReportAttachmentMessages.unsupportedType,
    contentMismatch: ReportAttachmentMessages.contentMismatch,
  },
};

/** Checks an attachment by name, size and content: the first problem's text and status, or the detected type. */
export function checkReportAttachmentUpload(name: string, size: number, head: Uint8Array): UploadCheck {
  return checkUpload(REPORT_ATTACHMENT_UPLOAD_RULES, name, size, head);
}

export type ReportAttachmentView = z.infer<typeof ReportAttachmentViewSchema>;

/** The gateway hands uploads to the ledger, and the ledger downloads to the gateway, through these object-store buckets. */
export const REPORT_ATTACHMENT_UPLOADS_BUCKET = 'report-attachment-uploads';
export const REPORT_ATTACHMENT_DOWNLOADS_BUCKET = 'report-attachment-downloads';
