import { Prisma } from '../generated/prisma/client.js';

/** The two kinds of record that move money; they share the posting and settlement states. */
export type MoveTable = 'transfers' | 'project_payments';

const TABLES: Record<MoveTable, Prisma.Sql> = { transfers: Prisma.sql`transfers`, project_payments: Prisma.sql`project_payments` };

type Sql = Pick<Prisma.TransactionClient, '$executeRaw' | '$queryRaw'>;

/**
 * State changes of a money-moving record, each conditional on the state it leaves, so that the
 * request and the recovery job racing on one record change it (and publish its event) once.
 */
export const MoveStates = {
  /** Debit posted (or refused for good): leaves 'unposted'. True when this caller made the change. */
  async leaveUnposted(
    tx: Sql,
    table: MoveTable,
    id: string,
    change: { postingState: 'posted' | 'refused'; status?: string; message?: string; completed?: boolean },
  ): Promise<boolean> {
    const count = await tx.$executeRaw`
      UPDATE ${TABLES[table]} SET posting_state = ${change.postingState}, updated_at = now(),
        status = COALESCE(${change.status ?? null}, status),
        processing_message = COALESCE(${change.message ?? null}, processing_message),
        completed_at = CASE WHEN ${change.completed ?? false} THEN now() ELSE completed_at END
      WHERE id = ${id}::uuid AND posting_state = 'unposted'`;
    return count === 1;
  },

  /** A pending settlement or refund was carried out in the ledger. */
  async settlementDone(tx: Sql, table: MoveTable, id: string, state: 'settled' | 'refunded'): Promise<void> {
    const from = state === 'settled' ? 'settle_pending' : 'refund_pending';
    await tx.$executeRaw`UPDATE ${TABLES[table]} SET settlement_state = ${state}, updated_at = now() WHERE id = ${id}::uuid AND settlement_state = ${from}`;
  },

  /** Locks the record for an admin decision; false when there is none. */
  async lock(tx: Sql, table: MoveTable, id: string): Promise<boolean> {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM ${TABLES[table]} WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length === 1;
  },

  /**
   * An admin decision and its pending money move, in the caller's transaction: completed → settle
   * pending (and the completion stamped), failed → refund pending.
   */
  async decide(tx: Sql, table: MoveTable, id: string, status: string, message: string | null): Promise<void> {
    await tx.$executeRaw`
      UPDATE ${TABLES[table]} SET status = ${status}, processing_message = COALESCE(${message}, processing_message), updated_at = now(),
        completed_at = CASE WHEN ${status} = 'completed' THEN now() ELSE completed_at END,
        settlement_state = CASE ${status} WHEN 'completed' THEN 'settle_pending' WHEN 'failed' THEN 'refund_pending' ELSE settlement_state END
      WHERE id = ${id}::uuid`;
  },
};

/** Records a crash or an outage left half-way: the debit not yet posted, or a settlement/refund not yet done. */
export const NEEDS_RECOVERY = { OR: [{ postingState: 'unposted' }, { settlementState: { in: ['settle_pending', 'refund_pending'] } }] };
