import { Inject, Injectable } from '@nestjs/common';
import type { ApprovalStatus } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { ApprovalRequest, Prisma } from '../generated/prisma/client.js';

/** Four-eyes requests. Methods take a transaction when they are part of one. */
@Injectable()
export class ApprovalsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  /** Inserts the request unless the maker already used this key; answers the stored one either way. */
  /** Inserts the request unless the maker already used the key; `onCreated` runs in the insert's transaction (the audit entry). */
  createOnce(data: Prisma.ApprovalRequestCreateInput, onCreated?: (row: ApprovalRequest, tx: Db) => Promise<unknown>): Promise<ApprovalRequest> {
    return this.db.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO approval_requests (kind, user_id, amount_cents, details, maker_id, idempotency_key, fingerprint)
        VALUES (${data.kind}, ${data.userId}::uuid, ${data.amountCents}, ${JSON.stringify(data.details)}::jsonb, ${data.makerId}::uuid,
                ${data.idempotencyKey}, ${data.fingerprint})
        ON CONFLICT (maker_id, idempotency_key) DO NOTHING`;
      const row = await tx.approvalRequest.findUniqueOrThrow({
        where: { makerId_idempotencyKey: { makerId: data.makerId, idempotencyKey: data.idempotencyKey } },
      });
      if (inserted > 0 && onCreated) await onCreated(row, tx);
      return row;
    });
  }

  /** Locks the request until the transaction ends, so two admins cannot decide it at once. */
  async lock(id: string, tx: Db): Promise<ApprovalRequest | null> {
    const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM approval_requests WHERE id = ${id}::uuid FOR UPDATE`;
    return row ? tx.approvalRequest.findUniqueOrThrow({ where: { id } }) : null;
  }

  decide(id: string, data: Prisma.ApprovalRequestUpdateInput, tx: Db): Promise<ApprovalRequest> {
    return tx.approvalRequest.update({ where: { id }, data: { ...data, decidedAt: new Date() } });
  }

  list(status: ApprovalStatus | undefined, limit: number): Promise<ApprovalRequest[]> {
    return this.db.approvalRequest.findMany({ where: status ? { status } : {}, orderBy: { createdAt: 'desc' }, take: limit });
  }
}
