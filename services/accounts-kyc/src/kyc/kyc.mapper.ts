import type { KycDocumentView } from '@portal/contracts';
import type { KycDocument } from '../generated/prisma/client.js';

export function toKycDocumentView(row: KycDocument): KycDocumentView {
  return {
    id: row.id,
    userId: row.userId,
    documentType: row.documentType,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    status: row.status as KycDocumentView['status'],
    grantAwardNumber: row.grantAwardNumber,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewerNotes: row.reviewerNotes,
    reviewedBy: row.reviewedBy,
  };
}
