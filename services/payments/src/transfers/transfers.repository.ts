import { Inject, Injectable } from '@nestjs/common';
import { Events, TRANSFER_NUMBER_PREFIX, type TransferStatus } from '@portal/contracts';
import { enqueueEvent } from '@portal/service-kit';
import type { Prisma, Transfer } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { toCents } from '../moves/move-records.js';
import { MoveStates, NEEDS_RECOVERY } from '../moves/move-states.js';

export type NewTransfer = Omit<Prisma.TransferUncheckedCreateInput, 'transactionNumber' | 'status' | 'postingState' | 'settlementState'>;

@Injectable()
export class TransfersRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  findByKey(userId: string, idempotencyKey: string): Promise<Transfer | null> {
    return this.db.transfer.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } } });
  }

  findById(id: string): Promise<Transfer | null> {
    return this.db.transfer.findUnique({ where: { id } });
  }

  /** TRF + a millisecond timestamp; two transfers in the same millisecond take consecutive ones. */
  async nextNumber(): Promise<string> {
    const [row] = await this.db.$queryRaw<{ last_ms: bigint }[]>`
      UPDATE transfer_number_clock SET last_ms = GREATEST(last_ms + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) RETURNING last_ms`;
    return `${TRANSFER_NUMBER_PREFIX}${row!.last_ms}`;
  }

  async insert(data: NewTransfer): Promise<Transfer> {
    const transactionNumber = await this.nextNumber();
    return this.db.transfer.create({ data: { ...data, transactionNumber, status: 'pending', postingState: 'unposted' } });
  }

  /**
   * The debit is in the ledger: internal transfers are completed, external ones wait for an admin.
   * Only the first of two racing callers (request and recovery job) changes the row and publishes.
   */
  markPosted(row: Transfer, completed: boolean): Promise<Transfer> {
    return this.leaveUnposted(row, { postingState: 'posted', ...(completed ? { status: 'completed', completed: true } : {}) });
  }

  /** The ledger refused the debit for good (e.g. insufficient balance): nothing moved, the transfer failed. */
  markRefused(row: Transfer, message: string): Promise<Transfer> {
    return this.leaveUnposted(row, { postingState: 'refused', status: 'failed', message });
  }

  private leaveUnposted(row: Transfer, change: Parameters<typeof MoveStates.leaveUnposted>[3]): Promise<Transfer> {
    return this.db.$transaction(async (tx) => {
      const changed = await MoveStates.leaveUnposted(tx, 'transfers', row.id, change);
      const current = await tx.transfer.findUniqueOrThrow({ where: { id: row.id } });
      if (changed && change.status) await this.statusEvent(tx, current, row.status, null);
      return current;
    });
  }

  /**
   * An admin decision, recorded with its pending money move in one transaction (see MoveStates.decide);
   * `decide` answers null for no change and throws to refuse.
   */
  setStatus(
    id: string,
    decide: (row: Transfer) => { status: TransferStatus; message?: string } | null,
    actorId: string,
  ): Promise<{ before: Transfer; after: Transfer }> {
    return this.db.$transaction(async (tx) => {
      if (!(await MoveStates.lock(tx, 'transfers', id))) throw new TransferNotFound();
      const before = await tx.transfer.findUniqueOrThrow({ where: { id } });
      const decision = decide(before);
      if (!decision) return { before, after: before };
      await MoveStates.decide(tx, 'transfers', id, decision.status, decision.message ?? null);
      const after = await tx.transfer.findUniqueOrThrow({ where: { id } });
      await this.statusEvent(tx, after, before.status, actorId);
      return { before, after };
    });
  }

  markSettlement(id: string, state: 'settled' | 'refunded'): Promise<void> {
    return MoveStates.settlementDone(this.db, 'transfers', id, state);
  }

  list(userId: string, filter: { q?: string; from?: Date; to?: Date }): Promise<Transfer[]> {
    return this.db.transfer.findMany({
      where: {
        userId,
        ...(filter.q ? { transactionNumber: { contains: filter.q, mode: 'insensitive' } } : {}),
        ...(filter.from && filter.to ? { createdAt: { gte: filter.from, lt: filter.to } } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { transactionNumber: 'desc' }],
      take: 200,
    });
  }

  adminList(status: TransferStatus | undefined, limit: number): Promise<Transfer[]> {
    return this.db.transfer.findMany({ where: status ? { status } : {}, orderBy: [{ createdAt: 'desc' }, { transactionNumber: 'desc' }], take: limit });
  }

  needingRecovery(olderThan: Date, limit: number): Promise<Transfer[]> {
    return this.db.transfer.findMany({ where: { ...NEEDS_RECOVERY, updatedAt: { lt: olderThan } }, orderBy: { createdAt: 'asc' }, take: limit });
  }

  private async statusEvent(tx: Prisma.TransactionClient, row: Transfer, from: string | null, actorId: string | null): Promise<void> {
    await enqueueEvent(tx, Events.transferStatusChanged, {
      id: row.id,
      userId: row.userId,
      transactionNumber: row.transactionNumber,
      from,
      to: row.status,
      amountCents: toCents(row.amountCents),
      actorId,
      at: new Date().toISOString(),
    });
  }
}

export class TransferNotFound extends Error {}
