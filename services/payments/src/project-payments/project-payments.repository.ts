import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Events, type ProjectPaymentStatus } from '@portal/contracts';
import { enqueueEvent } from '@portal/service-kit';
import type { Prisma, ProjectPayment } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { toCents } from '../moves/move-records.js';
import { MoveStates, NEEDS_RECOVERY } from '../moves/move-states.js';

export type NewProjectPayment = Omit<Prisma.ProjectPaymentUncheckedCreateInput, 'id' | 'transactionNumber' | 'status' | 'postingState' | 'settlementState'>;

export class ProjectPaymentNotFound extends Error {}

@Injectable()
export class ProjectPaymentsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  findByKey(userId: string, idempotencyKey: string): Promise<ProjectPayment | null> {
    return this.db.projectPayment.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } } });
  }

  findById(id: string): Promise<ProjectPayment | null> {
    return this.db.projectPayment.findUnique({ where: { id } });
  }

  /** PP-YYYYMMDD-NNNNN: the creation date (UTC) and a sequence. */
  async insert(data: NewProjectPayment): Promise<ProjectPayment> {
    const [row] = await this.db.$queryRaw<{ number: string }[]>`
      SELECT 'PP-' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || lpad((nextval('project_payment_number_seq') % 100000)::text, 5, '0') AS number`;
    return this.db.projectPayment.create({ data: { ...data, id: randomUUID(), transactionNumber: row!.number, status: 'pending', postingState: 'unposted' } });
  }

  /** The debit is in the ledger; the payment now waits for an admin (no status change, no event). */
  markPosted(row: ProjectPayment): Promise<ProjectPayment> {
    return this.leaveUnposted(row, { postingState: 'posted' });
  }

  /** The ledger refused the debit for good: nothing moved, the payment failed. */
  markRefused(row: ProjectPayment, message: string): Promise<ProjectPayment> {
    return this.leaveUnposted(row, { postingState: 'refused', status: 'failed', message });
  }

  private leaveUnposted(row: ProjectPayment, change: Parameters<typeof MoveStates.leaveUnposted>[3]): Promise<ProjectPayment> {
    return this.db.$transaction(async (tx) => {
      const changed = await MoveStates.leaveUnposted(tx, 'project_payments', row.id, change);
      const current = await tx.projectPayment.findUniqueOrThrow({ where: { id: row.id } });
      if (changed && change.status) await this.statusEvent(tx, current, row.status, null);
      return current;
    });
  }

  /** An admin decision with its pending money move, in one transaction; `decide` answers null for no change and throws to refuse. */
  setStatus(id: string, decide: (row: ProjectPayment) => { status: ProjectPaymentStatus; message: string | null } | null, actorId: string) {
    return this.db.$transaction(async (tx) => {
      if (!(await MoveStates.lock(tx, 'project_payments', id))) throw new ProjectPaymentNotFound();
      const before = await tx.projectPayment.findUniqueOrThrow({ where: { id } });
      const decision = decide(before);
      if (!decision) return { before, after: before };
      await MoveStates.decide(tx, 'project_payments', id, decision.status, decision.message);
      const after = await tx.projectPayment.findUniqueOrThrow({ where: { id } });
      await this.statusEvent(tx, after, before.status, actorId);
      return { before, after };
    });
  }

  markSettlement(id: string, state: 'settled' | 'refunded'): Promise<void> {
    return MoveStates.settlementDone(this.db, 'project_payments', id, state);
  }

  list(userId: string, filter: { q?: string; from?: Date; to?: Date }): Promise<ProjectPayment[]> {
    return this.db.projectPayment.findMany({
      where: {
        userId,
        ...(filter.q ? { transactionNumber: { contains: filter.q, mode: 'insensitive' } } : {}),
        ...(filter.from && filter.to ? { createdAt: { gte: filter.from, lt: filter.to } } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { transactionNumber: 'desc' }],
      take: 200,
    });
  }

  adminList(status: ProjectPaymentStatus | undefined, limit: number): Promise<ProjectPayment[]> {
    return this.db.projectPayment.findMany({ where: status ? { status } : {}, orderBy: [{ createdAt: 'desc' }, { transactionNumber: 'desc' }], take: limit });
  }

  needingRecovery(olderThan: Date, limit: number): Promise<ProjectPayment[]> {
    return this.db.projectPayment.findMany({ where: { ...NEEDS_RECOVERY, updatedAt: { lt: olderThan } }, orderBy: { createdAt: 'asc' }, take: limit });
  }

  private async statusEvent(tx: Prisma.TransactionClient, row: ProjectPayment, from: string | null, actorId: string | null): Promise<void> {
    await enqueueEvent(tx, Events.projectPaymentStatusChanged, {
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
