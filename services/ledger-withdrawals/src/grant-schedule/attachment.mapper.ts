import type { ReportAttachmentView } from '@portal/contracts';
import type { GrantReportAttachment } from '../generated/prisma/client.js';

export function toAttachmentView(row: GrantReportAttachment): ReportAttachmentView {
  return { id: row.id, fileName: row.fileName, sizeBytes: row.sizeBytes, contentType: row.contentType, uploadedAt: row.uploadedAt.toISOString() };
}
