import type { TransferStatus, TransferType, TransferView } from '@portal/contracts';
import type { Transfer } from '../generated/prisma/client.js';
import { toCents } from '../moves/move-records.js';

export function toTransferView(row: Transfer): TransferView {
  return {
    id: row.id,
    userId: row.userId,
    transactionNumber: row.transactionNumber,
    recipientName: row.recipientName,
    recipientAccount: row.recipientAccount,
    recipientBank: row.recipientBank,
    amountCents: toCents(row.amountCents),
    chargeCents: toCents(row.chargeCents),
    paidCents: toCents(row.paidAmountCents),
    description: row.description,
    transferType: row.transferType as TransferType,
    status: row.status as TransferStatus,
    processingMessage: row.processingMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
