import { Inject, Injectable } from '@nestjs/common';
import { PAYOUT_BATCH_MAX_ITEMS, PAYOUT_METHODS } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { PayoutAnswerFile, PayoutAnswerLine, PayoutBatch, Prisma } from '../generated/prisma/client.js';

export interface BatchItemRow {
  withdrawal_id: string;
  user_id: string;
  transaction_number: string;
  end_to_end_id: string;
  amount_cents: bigint;
  method: string;
  method_details: Record<string, unknown>;
  status: string;
}

export interface ItemByEndToEndId {
  batch_id: string;
  withdrawal_id: string;
  amount_cents: bigint;
}

export interface ReportRow extends BatchItemRow {
  file_id: string | null;
  format: string | null;
  outcome: string | null;
  line_amount_cents: bigint | null;
  bank_reason: string | null;
  received_at: Date | null;
}

/** Payout batches, their items and the bank's answers. Methods take a transaction when they are part of one. */
@Injectable()
export class PayoutsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  findBatch(batchId: string, tx: Db = this.db): Promise<PayoutBatch | null> {
    return tx.payoutBatch.findUnique({ where: { id: batchId } });
  }

  findBatchByKey(idempotencyKey: string, tx: Db = this.db): Promise<PayoutBatch | null> {
    return tx.payoutBatch.findUnique({ where: { idempotencyKey } });
  }

  listBatches(limit: number): Promise<PayoutBatch[]> {
    return this.db.payoutBatch.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
  }

  /**
   * Locks and returns the processing bank withdrawals in no batch yet (only the given ones when `ids` is set),
   * oldest first. A concurrent batch that took one first has made it submitted, so it is skipped here.
   */
  lockBatchable(ids: string[] | undefined, tx: Db): Promise<{ id: string; net_cents: bigint }[]> {
    const methods = [...PAYOUT_METHODS];
    return ids
      ? tx.$queryRaw`
          SELECT w.id::text, w.net_cents FROM withdrawals w
          WHERE w.id = ANY(${ids}::uuid[]) AND w.status = 'processing' AND w.method = ANY(${methods}::text[])
            AND NOT EXISTS (SELECT 1 FROM payout_batch_items i WHERE i.withdrawal_id = w.id)
          ORDER BY w.created_at, w.id FOR UPDATE OF w`
      : tx.$queryRaw`
          SELECT w.id::text, w.net_cents FROM withdrawals w
          WHERE w.status = 'processing' AND w.method = ANY(${methods}::text[])
            AND NOT EXISTS (SELECT 1 FROM payout_batch_items i WHERE i.withdrawal_id = w.id)
          ORDER BY w.created_at, w.id LIMIT ${PAYOUT_BATCH_MAX_ITEMS} FOR UPDATE OF w`;
  }

  async createBatch(data: Prisma.PayoutBatchUncheckedCreateInput, items: Prisma.PayoutBatchItemUncheckedCreateInput[], tx: Db): Promise<PayoutBatch> {
    const batch = await tx.payoutBatch.create({ data });
    await tx.payoutBatchItem.createMany({ data: items });
    return batch;
  }

  /** Moves the locked withdrawals from processing to submitted; returns the ids it moved. */
  async markSubmitted(ids: string[], tx: Db): Promise<string[]> {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      UPDATE withdrawals SET status = 'submitted', updated_at = now()
      WHERE id = ANY(${ids}::uuid[]) AND status = 'processing' RETURNING id::text`;
    return rows.map((r) => r.id);
  }

  items(batchId: string, tx: Db = this.db): Promise<BatchItemRow[]> {
    return tx.$queryRaw`
      SELECT i.withdrawal_id::text, w.user_id::text, w.transaction_number, i.end_to_end_id, i.amount_cents, w.method, w.method_details, w.status
      FROM payout_batch_items i JOIN withdrawals w ON w.id = i.withdrawal_id
      WHERE i.batch_id = ${batchId}::uuid ORDER BY i.position`;
  }

  /** Each item with the bank line that completed or failed it (the first such line), if any. */
  report(batchId: string): Promise<ReportRow[]> {
    return this.db.$queryRaw`
      SELECT i.withdrawal_id::text, w.user_id::text, w.transaction_number, i.end_to_end_id, i.amount_cents, w.method, w.method_details, w.status,
             l.file_id::text, f.format, l.outcome, l.amount_cents AS line_amount_cents, l.bank_reason, l.created_at AS received_at
      FROM payout_batch_items i JOIN withdrawals w ON w.id = i.withdrawal_id
      LEFT JOIN LATERAL (
        SELECT * FROM payout_answer_lines x WHERE x.withdrawal_id = i.withdrawal_id AND x.result IN ('completed', 'failed')
        ORDER BY x.created_at, x.id LIMIT 1
      ) l ON true
      LEFT JOIN payout_answer_files f ON f.id = l.file_id
      WHERE i.batch_id = ${batchId}::uuid ORDER BY i.position`;
  }

  /**
   * Takes every lock the status changes of a bank answer's lines will need, before the first one, in the order a
   * single move takes them: the withdrawals, their recipients' grants, then the accounts (theirs and the given
   * system accounts), each kind by id. Changed line after line, the answer would hold the clearing account while
   * it waits for the next recipient's grant, which a payment of theirs holds while it waits for clearing.
   */
  async lockAnswerTargets(endToEndIds: string[], systemAccountCodes: string[], tx: Db): Promise<void> {
    const owners = await tx.$queryRaw<{ user_id: string }[]>`
      SELECT w.user_id::text FROM withdrawals w JOIN payout_batch_items i ON i.withdrawal_id = w.id
       WHERE i.end_to_end_id = ANY(${endToEndIds}::text[]) ORDER BY w.id FOR UPDATE OF w`;
    const users = [...new Set(owners.map((o) => o.user_id))];
    await tx.$queryRaw`SELECT 1 FROM grants WHERE user_id = ANY(${users}::uuid[]) ORDER BY id FOR UPDATE`;
    await tx.$queryRaw`
      SELECT 1 FROM ledger_accounts WHERE (kind = 'recipient' AND user_id = ANY(${users}::uuid[])) OR code = ANY(${systemAccountCodes}::text[])
       ORDER BY id FOR UPDATE`;
  }

  async itemByEndToEndId(endToEndId: string, tx: Db): Promise<ItemByEndToEndId | undefined> {
    const [row] = await tx.$queryRaw<ItemByEndToEndId[]>`
      SELECT batch_id::text, withdrawal_id::text, amount_cents FROM payout_batch_items WHERE end_to_end_id = ${endToEndId}`;
    return row;
  }

  /** The end-to-end ids of the batch sent with `messageId`, in the file's order; null when no batch has it. */
  async endToEndIdsOfMessage(messageId: string, tx: Db): Promise<string[] | null> {
    const batch = await tx.payoutBatch.findUnique({ where: { messageId }, select: { id: true } });
    if (!batch) return null;
    const items = await tx.payoutBatchItem.findMany({ where: { batchId: batch.id }, orderBy: { position: 'asc' }, select: { endToEndId: true } });
    return items.map((item) => item.endToEndId);
  }

  findFileBySha(sha256: string, tx: Db = this.db): Promise<PayoutAnswerFile | null> {
    return tx.payoutAnswerFile.findUnique({ where: { sha256 } });
  }

  createFile(data: Prisma.PayoutAnswerFileUncheckedCreateInput, tx: Db): Promise<PayoutAnswerFile> {
    return tx.payoutAnswerFile.create({ data });
  }

  addLines(lines: Prisma.PayoutAnswerLineUncheckedCreateInput[], tx: Db): Promise<Prisma.BatchPayload> {
    return tx.payoutAnswerLine.createMany({ data: lines });
  }

  linesOfFile(fileId: string): Promise<PayoutAnswerLine[]> {
    return this.db.payoutAnswerLine.findMany({ where: { fileId }, orderBy: { lineNumber: 'asc' } });
  }

  unmatched(limit: number): Promise<PayoutAnswerLine[]> {
    return this.db.payoutAnswerLine.findMany({ where: { result: 'unmatched' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit });
  }

  /** Marks the batches reconciled whose every withdrawal is completed or failed. */
  async markReconciled(batchIds: string[], tx: Db): Promise<void> {
    if (!batchIds.length) return;
    await tx.$executeRaw`
      UPDATE payout_batches b SET status = 'reconciled'
      WHERE b.id = ANY(${batchIds}::uuid[]) AND b.status = 'submitted'
        AND NOT EXISTS (
          SELECT 1 FROM payout_batch_items i JOIN withdrawals w ON w.id = i.withdrawal_id
          WHERE i.batch_id = b.id AND w.status NOT IN ('completed', 'failed'))`;
  }
}
