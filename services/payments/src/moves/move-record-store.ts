import { Events } from '@portal/contracts';
import { enqueueEvent, recordAdminAction } from '@portal/service-kit';
import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaService } from '../prisma/prisma.service.js';
import { toCents } from './move-records.js';
import { MoveStates, NEEDS_RECOVERY, type MoveTable } from './move-states.js';

/** What every money-moving record has (transfers and project payments). */
export interface MoveRow {
  id: string;
  userId: string;
  transactionNumber: string;
  status: string;
  amountCents: bigint;
}

type Client = PrismaService | Prisma.TransactionClient;

/** The few Prisma model calls the store makes, as both `transfer` and `projectPayment` answer them. */
interface RecordModel<Row> {
  findUnique(args: { where: { id: string } | { userId_idempotencyKey: { userId: string; idempotencyKey: string } } }): PromiseLike<Row | null>;
  findUniqueOrThrow(args: { where: { id: string } }): PromiseLike<Row>;
  findMany(args: {
    where: Record<string, unknown>;
    orderBy: Record<string, 'asc' | 'desc'> | Record<string, 'asc' | 'desc'>[];
    take: number;
  }): PromiseLike<Row[]>;
}

/** One kind of money-moving record: its table, its Prisma model and the event its status changes publish. */
export interface MoveRecordKind<Row> {
  table: MoveTable;
  model: (client: Client) => RecordModel<Row>;
  statusEvent: typeof Events.transferStatusChanged | typeof Events.projectPaymentStatusChanged;
}

/** An admin decision for a record that does not exist. */
export class MoveRecordNotFound extends Error {}

/** Newest first; the transaction number orders records created in the same instant. */
const NEWEST_FIRST = [{ createdAt: 'desc' }, { transactionNumber: 'desc' }] as const;

/**
 * The storage every money-moving record shares: look-ups, the history lists, and the state changes of
 * MoveStates, each with its status event through the outbox in the same transaction. A feature's
 * repository extends it with its insert (numbering and columns of its own).
 */
export abstract class MoveRecordStore<Row extends MoveRow, Status extends string> {
  protected constructor(
    protected readonly db: PrismaService,
    private readonly kind: MoveRecordKind<Row>,
  ) {}

  findByKey(userId: string, idempotencyKey: string): Promise<Row | null> {
    return Promise.resolve(this.kind.model(this.db).findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } } }));
  }

  findById(id: string): Promise<Row | null> {
    return Promise.resolve(this.kind.model(this.db).findUnique({ where: { id } }));
  }

  /** The ledger refused the debit for good (e.g. insufficient balance): nothing moved, the record failed. */
  markRefused(row: Row, message: string): Promise<Row> {
    return this.leaveUnposted(row, { postingState: 'refused', status: 'failed', message });
  }

  /** Only the first of two racing callers (request and recovery job) changes the row and publishes. */
  protected leaveUnposted(row: Row, change: Parameters<typeof MoveStates.leaveUnposted>[3]): Promise<Row> {
    return this.db.$transaction(async (tx) => {
      const changed = await MoveStates.leaveUnposted(tx, this.kind.table, row.id, change);
      const current = await this.kind.model(tx).findUniqueOrThrow({ where: { id: row.id } });
      if (changed && change.status) await this.publishStatus(tx, current, row.status, null);
      return current;
    });
  }

  /**
   * An admin decision, recorded with its pending money move in one transaction (see MoveStates.decide);
   * `decide` answers null for no change and throws to refuse.
   */
  setStatus(id: string, decide: (row: Row) => { status: Status; message?: string | null } | null, actorId: string): Promise<{ before: Row; after: Row }> {
    return this.db.$transaction(async (tx) => {
      if (!(await MoveStates.lock(tx, this.kind.table, id))) throw new MoveRecordNotFound();
      const model = this.kind.model(tx);
      const before = await model.findUniqueOrThrow({ where: { id } });
      const decision = decide(before);
      if (!decision) return { before, after: before };
      await MoveStates.decide(tx, this.kind.table, id, decision.status, decision.message ?? null);
      const after = await model.findUniqueOrThrow({ where: { id } });
      await this.publishStatus(tx, after, before.status, actorId);
      await recordAdminAction(tx, {
        service: 'payments',
        actorId,
        action: this.kind.table === 'transfers' ? 'transfer_status' : 'project_payment_status',
        targetType: this.kind.table === 'transfers' ? 'transfer' : 'project_payment',
        targetId: id,
        userId: before.userId,
        oldValue: before.status,
        newValue: after.status,
        description: `${before.transactionNumber} set to ${after.status}`,
      });
      return { before, after };
    });
  }

  markSettlement(id: string, state: 'settled' | 'refunded'): Promise<void> {
    return MoveStates.settlementDone(this.db, this.kind.table, id, state);
  }

  /** A user's history: by number (part of it, any case) and by creation time. */
  list(userId: string, filter: { q?: string; from?: Date; to?: Date }): Promise<Row[]> {
    return Promise.resolve(
      this.kind.model(this.db).findMany({
        where: {
          userId,
          ...(filter.q ? { transactionNumber: { contains: filter.q, mode: 'insensitive' } } : {}),
          ...(filter.from && filter.to ? { createdAt: { gte: filter.from, lt: filter.to } } : {}),
        },
        orderBy: [...NEWEST_FIRST],
        take: 200,
      }),
    );
  }

  adminList(status: Status | undefined, limit: number): Promise<Row[]> {
    return Promise.resolve(this.kind.model(this.db).findMany({ where: status ? { status } : {}, orderBy: [...NEWEST_FIRST], take: limit }));
  }

  needingRecovery(olderThan: Date, limit: number): Promise<Row[]> {
    return Promise.resolve(
      this.kind.model(this.db).findMany({ where: { ...NEEDS_RECOVERY, updatedAt: { lt: olderThan } }, orderBy: { createdAt: 'asc' }, take: limit }),
    );
  }

  private async publishStatus(tx: Prisma.TransactionClient, row: Row, from: string | null, actorId: string | null): Promise<void> {
    await enqueueEvent(tx, this.kind.statusEvent, {
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
