import { storageFromEnv, type DocumentStorage } from '@portal/service-kit/storage';

/** The Nest token of the document store that keeps progress-report attachments. */
export const REPORT_ATTACHMENT_STORAGE = Symbol('REPORT_ATTACHMENT_STORAGE');

/**
 * Where report attachments live, configured like KYC documents: REPORT_ATTACHMENTS_STORAGE=local (default,
 * REPORT_ATTACHMENTS_STORAGE_DIR, else `.data/report-attachments`) or s3 (REPORT_ATTACHMENTS_S3_BUCKET,
 * REPORT_ATTACHMENTS_S3_REGION, REPORT_ATTACHMENTS_S3_ENDPOINT, REPORT_ATTACHMENTS_S3_FORCE_PATH_STYLE).
 */
export function reportAttachmentStorage(env: NodeJS.ProcessEnv = process.env): DocumentStorage {
  return storageFromEnv({ prefix: 'REPORT_ATTACHMENTS', folder: 'report-attachments' }, env);
}

/** `{userId}/{milestoneId}/{attachmentId}.{extension}`: one folder per recipient, as the KYC documents. */
export function attachmentKey(userId: string, milestoneId: string, attachmentId: string, extension: string): string {
  return `${userId}/${milestoneId}/${attachmentId}.${extension}`;
}
