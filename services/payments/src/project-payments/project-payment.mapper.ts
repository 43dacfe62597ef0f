import type { ProjectPaymentCategory, ProjectPaymentStatus, ProjectPaymentView } from '@portal/contracts';
import type { ProjectPayment } from '../generated/prisma/client.js';
import { toCents } from '../moves/move-records.js';

export function toProjectPaymentView(row: ProjectPayment): ProjectPaymentView {
  return {
    id: row.id,
    userId: row.userId,
    transactionNumber: row.transactionNumber,
    category: row.category as ProjectPaymentCategory,
    recipientName: row.recipientName,
    recipientDetails: row.recipientDetails as Record<string, string>,
    amountCents: toCents(row.amountCents),
    feeCents: toCents(row.feeCents),
    totalCents: toCents(row.totalCents),
    netCents: toCents(row.netCents),
    purposeDescription: row.purposeDescription,
    projectPhase: row.projectPhase,
    status: row.status as ProjectPaymentStatus,
    processingMessage: row.processingMessage,
    expectedCompletionDate: row.expectedCompletionDate?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
