import { Inject, Injectable } from '@nestjs/common';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { Grant, Prisma } from '../generated/prisma/client.js';

/** The usage columns of the grant's four quarters, by quarter index (1–4). */
const QUARTER_COLUMNS = ['q1_used_cents', 'q2_used_cents', 'q3_used_cents', 'q4_used_cents'] as const;

function quarterColumn(quarterIndex: number): (typeof QUARTER_COLUMNS)[number] {
  const column = QUARTER_COLUMNS[quarterIndex - 1];
  if (!column) throw new RangeError(`No quarter ${quarterIndex}`);
  return column;
}

/** Grants (one per recipient) and their quarterly usage. Methods take a transaction when they are part of one. */
@Injectable()
export class GrantsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  findByUser(userId: string, tx: Db = this.db): Promise<Grant | null> {
    return tx.grant.findUnique({ where: { userId } });
  }

  create(data: Prisma.GrantCreateInput, tx: Db): Promise<Grant> {
    return tx.grant.create({ data });
  }

  /** Locks the recipient's grant until the transaction ends (so quarter checks and usage updates cannot interleave). */
  async lockByUser(userId: string, tx: Db): Promise<Grant | null> {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM grants WHERE user_id = ${userId}::uuid FOR UPDATE`;
    return locked ? tx.grant.findUniqueOrThrow({ where: { id: locked.id } }) : null;
  }

  async addQuarterUsage(grantId: string, quarterIndex: number, amountCents: bigint, tx: Db): Promise<void> {
    const column = quarterColumn(quarterIndex);
    await tx.$executeRawUnsafe(`UPDATE grants SET ${column} = ${column} + $1 WHERE id = $2::uuid`, amountCents, grantId);
  }

  /** Gives usage back to a quarter (a failed withdrawal), never below zero. */
  async returnQuarterUsage(userId: string, quarterIndex: number, amountCents: bigint, tx: Db): Promise<void> {
    const column = quarterColumn(quarterIndex);
    await tx.$executeRawUnsafe(`UPDATE grants SET ${column} = GREATEST(${column} - $1, 0) WHERE user_id = $2::uuid`, amountCents, userId);
  }
}
