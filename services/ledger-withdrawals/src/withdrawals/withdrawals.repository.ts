import { Inject, Injectable } from '@nestjs/common';
import type { WithdrawalView } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { Prisma, Withdrawal } from '../generated/prisma/client.js';

/** Withdrawals and their stored receipts. Methods take a transaction when they are part of one. */
@Injectable()
export class WithdrawalsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  findById(withdrawalId: string, tx: Db = this.db): Promise<Withdrawal | null> {
    return tx.withdrawal.findUnique({ where: { id: withdrawalId } });
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<Withdrawal | null> {
    return this.db.withdrawal.findUnique({ where: { idempotencyKey } });
  }

  /** The user's withdrawals, newest first (at most 200). */
  listOfUser(userId: string): Promise<Withdrawal[]> {
    return this.db.withdrawal.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: 200 });
  }

  list(status: WithdrawalView['status'] | undefined, limit: number): Promise<Withdrawal[]> {
    return this.db.withdrawal.findMany({ where: status ? { status } : {}, orderBy: { createdAt: 'desc' }, take: limit });
  }

  /** What the user has asked to withdraw that is not paid out or returned yet. */
  async pendingAmountOfUser(userId: string): Promise<bigint> {
    const pending = await this.db.withdrawal.aggregate({
      where: { userId, status: { in: ['pending', 'processing', 'submitted'] } },
      _sum: { amountCents: true },
    });
    return pending._sum.amountCents ?? 0n;
  }

  create(data: Prisma.WithdrawalUncheckedCreateInput, tx: Db): Promise<Withdrawal> {
    return tx.withdrawal.create({ data });
  }

  /** Locks the withdrawal until the transaction ends and returns its status; undefined when there is none. */
  async lockStatus(withdrawalId: string, tx: Db): Promise<string | undefined> {
    const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM withdrawals WHERE id = ${withdrawalId}::uuid FOR UPDATE`;
    return locked?.status;
  }

  update(withdrawalId: string, data: Prisma.WithdrawalUncheckedUpdateInput, tx: Db): Promise<Withdrawal> {
    return tx.withdrawal.update({ where: { id: withdrawalId }, data });
  }

  /** Stores the receipt for a status, unless the withdrawal moved on or already has that receipt. */
  async saveReceipt(withdrawalId: string, status: string, html: string, generatedAt: Date): Promise<void> {
    await this.db.withdrawal.updateMany({
      where: { id: withdrawalId, status, OR: [{ receiptStatus: null }, { receiptStatus: { not: status } }] },
      data: { receiptHtml: html, receiptGeneratedAt: generatedAt, receiptStatus: status },
    });
  }
}
