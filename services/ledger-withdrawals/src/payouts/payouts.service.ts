import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  LEDGER_CURRENCY,
  PayoutMessages,
  payoutEndToEndId,
  type BankAnswerGroupRejection,
  type BankAnswerLine,
  type BankAnswerResult,
  type CreatePayoutBatchRequest,
  type CreatePayoutBatchResult,
  type PayoutBatchDetail,
  type PayoutBatchView,
  type PayoutItem,
  type ReconcileBankAnswerRequest,
  type ReconciliationReport,
  type UnmatchedLine,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from '@portal/contracts';
import { RpcErrors, recordAdminAction } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import type { PayoutAnswerFile, PayoutAnswerLine, PayoutBatch, Prisma, Withdrawal } from '../generated/prisma/client.js';
import { LedgerRepository, SYSTEM_ACCOUNTS } from '../ledger/ledger.repository.js';
import { toCents } from '../ledger/transaction.mapper.js';
import { WithdrawalsService } from '../withdrawals/withdrawals.service.js';
import { WithdrawalsRepository } from '../withdrawals/withdrawals.repository.js';
import { publishWithdrawalStatusChanged } from '../withdrawals/events/withdrawals.events.js';
import { PayoutsRepository, type BatchItemRow } from './payouts.repository.js';

const SERVICE = 'ledger-withdrawals';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'P2002';
}

function toBatchView(b: PayoutBatch): PayoutBatchView {
  return {
    id: b.id,
    messageId: b.messageId,
    status: b.status as PayoutBatchView['status'],
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString(),
    itemCount: b.itemCount,
    totalCents: toCents(b.totalCents),
  };
}

/** The creditor as the withdrawal holds it (an erased recipient's details read as not provided). */
function toItem(r: BatchItemRow): PayoutItem {
  const d = r.method_details;
  const field = (name: string) => (typeof d[name] === 'string' && d[name] ? (d[name] as string) : null);
  return {
    withdrawalId: r.withdrawal_id,
    userId: r.user_id,
    transactionNumber: r.transaction_number,
    endToEndId: r.end_to_end_id,
    amountCents: toCents(r.amount_cents),
    method: r.method as WithdrawalMethod,
    creditorName: field('accountHolderName') ?? 'NOTPROVIDED',
    creditorAccount: field('accountNumber') ?? 'NOTPROVIDED',
    creditorAgent: {
      routingNumber: r.method === 'bank_transfer' ? field('routingNumber') : null,
      bic: r.method === 'wire_transfer' ? field('swiftCode') : null,
    },
    status: r.status as WithdrawalStatus,
  };
}

function toUnmatched(l: PayoutAnswerLine): UnmatchedLine {
  return {
    id: l.id,
    fileId: l.fileId,
    endToEndId: l.endToEndId,
    outcome: l.outcome as UnmatchedLine['outcome'],
    amountCents: l.amountCents === null ? null : toCents(l.amountCents),
    currency: l.currency,
    bankReason: l.bankReason,
    reason: l.unmatchedReason as UnmatchedLine['reason'],
    withdrawalId: l.withdrawalId,
    receivedAt: l.createdAt.toISOString(),
  };
}

type LineResult = 'completed' | 'failed' | 'unchanged' | 'unmatched';

/**
 * Payout batches and reconciliation. A batch takes processing bank withdrawals and marks them submitted in one
 * transaction, once per idempotency key. The bank's answer completes or fails each by end-to-end id through the
 * withdrawals' own status change (settlement or refund posting, each once by its posting key), under the
 * withdrawal's row lock; a file already uploaded (same SHA-256) changes nothing.
 */
@Injectable()
export class PayoutsService {
  constructor(
    @Inject(PayoutsRepository) private readonly payouts: PayoutsRepository,
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
    @Inject(WithdrawalsService) private readonly withdrawals: WithdrawalsService,
    @Inject(WithdrawalsRepository) private readonly withdrawalRows: WithdrawalsRepository,
  ) {}

  async list(limit: number): Promise<PayoutBatchView[]> {
    return (await this.payouts.listBatches(limit)).map(toBatchView);
  }

  async get(batchId: string): Promise<PayoutBatchDetail> {
    const batch = await this.payouts.findBatch(batchId);
    if (!batch) throw RpcErrors.notFound(PayoutMessages.batchNotFound);
    return { ...toBatchView(batch), items: (await this.payouts.items(batchId)).map(toItem) };
  }

  async create(request: CreatePayoutBatchRequest): Promise<CreatePayoutBatchResult> {
    const earlier = await this.payouts.findBatchByKey(request.idempotencyKey);
    if (earlier) return this.replayOf(earlier, request);
    let moved: Withdrawal[];
    let batch: PayoutBatch;
    try {
      ({ batch, moved } = await this.ledger.transaction((tx) => this.collect(tx, request), { timeout: 30_000, maxWait: 30_000 }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key raced this request and won: answer with its batch.
      const winner = await this.payouts.findBatchByKey(request.idempotencyKey);
      if (!winner) throw error;
      return this.replayOf(winner, request);
    }
    for (const row of moved) await this.withdrawals.afterStatusChange(row);
    return { batch: await this.get(batch.id), replayed: false };
  }

  private async replayOf(batch: PayoutBatch, request: CreatePayoutBatchRequest): Promise<CreatePayoutBatchResult> {
    const detail = await this.get(batch.id);
    const asked = request.withdrawalIds ? [...new Set(request.withdrawalIds)].sort() : undefined;
    const has = detail.items.map((i) => i.withdrawalId).sort();
    if (asked && asked.join() !== has.join()) throw RpcErrors.conflict(PayoutMessages.keyReused);
    return { batch: detail, replayed: true };
  }

  private async collect(tx: Db, request: CreatePayoutBatchRequest): Promise<{ batch: PayoutBatch; moved: Withdrawal[] }> {
    const ids = request.withdrawalIds ? [...new Set(request.withdrawalIds)] : undefined;
    const rows = await this.payouts.lockBatchable(ids, tx);
    if (ids && rows.length !== ids.length) throw RpcErrors.conflict(PayoutMessages.notBatchable);
    if (!rows.length) throw RpcErrors.conflict(PayoutMessages.nothingToBatch);
    const batchId = randomUUID();
    const total = rows.reduce((sum, r) => sum + r.net_cents, 0n);
    const batch = await this.payouts.createBatch(
      {
        id: batchId,
        idempotencyKey: request.idempotencyKey,
        messageId: `PB${batchId.replaceAll('-', '').toUpperCase()}`,
        createdBy: request.adminId,
        itemCount: rows.length,
        totalCents: total,
      },
      rows.map((r, position) => ({ batchId, withdrawalId: r.id, endToEndId: payoutEndToEndId(r.id), amountCents: r.net_cents, position })),
      tx,
    );
    const movedIds = await this.payouts.markSubmitted(
      rows.map((r) => r.id),
      tx,
    );
    if (movedIds.length !== rows.length) throw new Error('A locked withdrawal left processing');
    const moved = await tx.withdrawal.findMany({ where: { id: { in: movedIds } } });
    for (const row of moved) await publishWithdrawalStatusChanged(tx, row, 'processing', request.adminId);
    await recordAdminAction(tx, {
      service: SERVICE,
      actorId: request.adminId,
      action: 'payout_batch_created',
      targetType: 'payout_batch',
      targetId: batchId,
      newValue: 'submitted',
      description: `Payout batch ${batch.messageId}: ${rows.length} bank withdrawals, ${toCents(total)} cents, submitted`,
    });
    return { batch, moved };
  }

  async reconcile(request: ReconcileBankAnswerRequest): Promise<BankAnswerResult> {
    const earlier = await this.payouts.findFileBySha(request.fileSha256);
    if (earlier) return this.resultOf(earlier, true);
    let outcome: { file: PayoutAnswerFile; changed: Withdrawal[] };
    try {
      outcome = await this.ledger.transaction((tx) => this.match(tx, request), { timeout: 120_000, maxWait: 30_000 });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.payouts.findFileBySha(request.fileSha256);
      if (!winner) throw error;
      return this.resultOf(winner, true);
    }
    for (const row of outcome.changed) await this.withdrawals.afterStatusChange(row);
    return this.resultOf(outcome.file, false);
  }

  /** The lines a bank's rejection of a whole message stands for: every payout of the batch sent with it, rejected. */
  private async groupLines(group: BankAnswerGroupRejection, tx: Db): Promise<BankAnswerLine[]> {
    const ids = await this.payouts.endToEndIdsOfMessage(group.originalMessageId, tx);
    if (!ids) throw RpcErrors.validation(PayoutMessages.unknownMessage(group.originalMessageId));
    return ids.map((endToEndId) => ({ endToEndId, outcome: 'rejected' as const, amountCents: null, currency: null, reason: group.reason }));
  }

  private async match(tx: Db, answer: ReconcileBankAnswerRequest): Promise<{ file: PayoutAnswerFile; changed: Withdrawal[] }> {
    const request = answer.group ? { ...answer, lines: await this.groupLines(answer.group, tx) } : answer;
    const file = await this.payouts.createFile(
      {
        id: randomUUID(),
        sha256: request.fileSha256,
        format: request.format,
        messageId: request.messageId,
        fileName: request.fileName,
        uploadedBy: request.adminId,
        lineCount: request.lines.length,
      },
      tx,
    );
    await this.payouts.lockAnswerTargets(
      request.lines.map((l) => l.endToEndId),
      [SYSTEM_ACCOUNTS.payoutClearing, SYSTEM_ACCOUNTS.payoutsSettled, SYSTEM_ACCOUNTS.feeRevenue],
      tx,
    );
    const changed = new Map<string, Withdrawal>();
    const batches = new Set<string>();
    const records: Prisma.PayoutAnswerLineUncheckedCreateInput[] = [];
    for (const [index, line] of request.lines.entries()) {
      const record = {
        id: randomUUID(),
        fileId: file.id,
        lineNumber: index + 1,
        endToEndId: line.endToEndId,
        outcome: line.outcome,
        amountCents: line.amountCents === null ? null : BigInt(line.amountCents),
        currency: line.currency,
        bankReason: line.reason,
      };
      const unmatched = (reason: UnmatchedLine['reason'], withdrawalId: string | null = null) =>
        records.push({ ...record, withdrawalId, result: 'unmatched', unmatchedReason: reason });
      const item = await this.payouts.itemByEndToEndId(line.endToEndId, tx);
      if (!item) {
        unmatched('unknown_end_to_end_id');
        continue;
      }
      const sameAmount = line.amountCents === null || BigInt(line.amountCents) === item.amount_cents;
      if (!sameAmount || (line.currency !== null && line.currency !== LEDGER_CURRENCY)) {
        unmatched('amount_mismatch', item.withdrawal_id);
        continue;
      }
      const target = line.outcome === 'paid' ? 'completed' : 'failed';
      const current = await this.withdrawalRows.lockStatus(item.withdrawal_id, tx);
      let result: LineResult;
      if (current === target) result = 'unchanged';
      else if (current === 'completed' || current === 'failed') {
        unmatched('conflicts_with_final_status', item.withdrawal_id);
        continue;
      } else {
        const message = line.outcome === 'paid' ? 'Paid by the bank' : `Returned by the bank${line.reason ? `: ${line.reason}` : ''}`;
        const row = await this.withdrawals.changeStatus(tx, { withdrawalId: item.withdrawal_id, status: target, message, adminId: request.adminId });
        changed.set(row.id, row);
        batches.add(item.batch_id);
        result = target;
      }
      records.push({ ...record, withdrawalId: item.withdrawal_id, result, unmatchedReason: null });
    }
    await this.payouts.addLines(records, tx);
    await this.payouts.markReconciled([...batches], tx);
    const count = (result: LineResult) => records.filter((r) => r.result === result).length;
    await recordAdminAction(tx, {
      service: SERVICE,
      actorId: request.adminId,
      action: 'payout_answer_reconciled',
      targetType: 'payout_answer_file',
      targetId: file.id,
      newValue: `${count('completed')} completed, ${count('failed')} failed, ${count('unchanged')} unchanged, ${count('unmatched')} unmatched`,
      description: `Bank answer (${request.format}, SHA-256 ${request.fileSha256.slice(0, 12)}…) reconciled`,
    });
    return { file, changed: [...changed.values()] };
  }

  private async resultOf(file: PayoutAnswerFile, duplicate: boolean): Promise<BankAnswerResult> {
    const lines = await this.payouts.linesOfFile(file.id);
    const count = (result: LineResult) => lines.filter((l) => l.result === result).length;
    return {
      fileId: file.id,
      format: file.format as BankAnswerResult['format'],
      duplicate,
      completed: duplicate ? 0 : count('completed'),
      failed: duplicate ? 0 : count('failed'),
      unchanged: duplicate ? lines.length - count('unmatched') : count('unchanged'),
      unmatched: lines.filter((l) => l.result === 'unmatched').map(toUnmatched),
    };
  }

  async report(batchId: string): Promise<ReconciliationReport> {
    const batch = await this.payouts.findBatch(batchId);
    if (!batch) throw RpcErrors.notFound(PayoutMessages.batchNotFound);
    const rows = await this.payouts.report(batchId);
    return {
      batch: toBatchView(batch),
      rows: rows.map((r) => ({
        withdrawalId: r.withdrawal_id,
        transactionNumber: r.transaction_number,
        endToEndId: r.end_to_end_id,
        amountCents: toCents(r.amount_cents),
        status: r.status as WithdrawalStatus,
        matchedLine:
          r.file_id && r.format && r.outcome && r.received_at
            ? {
                fileId: r.file_id,
                format: r.format as BankAnswerResult['format'],
                outcome: r.outcome as 'paid' | 'rejected',
                amountCents: r.line_amount_cents === null ? null : toCents(r.line_amount_cents),
                bankReason: r.bank_reason,
                receivedAt: r.received_at.toISOString(),
              }
            : null,
      })),
    };
  }

  async unmatched(limit: number): Promise<UnmatchedLine[]> {
    return (await this.payouts.unmatched(limit)).map(toUnmatched);
  }
}
