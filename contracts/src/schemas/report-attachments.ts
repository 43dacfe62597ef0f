// The zod schemas of report-attachments.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { REPORT_ATTACHMENT_LIMITS, ReportAttachmentMessages } from '../report-attachments.js';

export const ReportAttachmentViewSchema = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
});

/** The drafts a submission or revision carries (each once, at most a version's worth). */
export const AttachmentIdsSchema = z
  .array(z.string().uuid())
  .max(REPORT_ATTACHMENT_LIMITS.maxPerVersion, ReportAttachmentMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, 'A file is named twice')
  .default([]);

// The ledger's request messages (the gateway adds who asks).
const userId = z.string().uuid();
export const AddReportAttachmentRequestSchema = z.object({
  userId,
  milestoneId: z.string().uuid(),
  objectName: z.string().min(1).max(200),
  fileName: z.string().min(1).max(REPORT_ATTACHMENT_LIMITS.fileNameMaxLength),
  sizeBytes: z.number().int().positive().max(REPORT_ATTACHMENT_LIMITS.maxBytes),
});
export const DraftAttachmentsRequestSchema = z.object({ userId, milestoneId: z.string().uuid() });
export const RemoveReportAttachmentRequestSchema = z.object({ userId, attachmentId: z.string().uuid() });
export const GetReportAttachmentRequestSchema = z.object({
  attachmentId: z.string().uuid(),
  /** Who asks: a recipient reaches only their own files; every read is audited as a view (link) or a download. */
  requesterId: z.string().uuid(),
  requesterIsAdmin: z.boolean(),
  purpose: z.enum(['link', 'download']),
});
export const FetchReportAttachmentResultSchema = z.object({
  objectName: z.string(),
  contentType: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
