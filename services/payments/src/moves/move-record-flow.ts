import { GenericMessages } from '@portal/contracts';
import { RpcErrors, rpcError } from '@portal/service-kit';
import { LedgerMoves, type MoveOutcome, type SettlementMove } from './ledger-moves.client.js';
import { MoveRecordNotFound, type MoveRecordStore, type MoveRow } from './move-record-store.js';
import { assertSameRequest, isUniqueViolation } from './move-records.js';

/** The columns the flow reads beyond those the store needs. */
export interface FlowRow extends MoveRow {
  fingerprint: string;
  postingState: string;
  settlementState: string;
  processingMessage: string | null;
}

/**
 * The life of a money-moving record, the same for transfers and project payments: recorded first
 * (pending, debit not yet posted), then its debit is posted in the ledger with the record's key; an
 * admin decision is recorded with its pending settlement or refund, which the ledger then carries out.
 * A retry of the request, or the recovery job after a crash, repeats a step with the same key, which the
 * ledger answers with the first posting: money moves once.
 */
export abstract class MoveRecordFlow<Row extends FlowRow, Status extends string, Result> {
  protected constructor(
    private readonly store: MoveRecordStore<Row, Status>,
    protected readonly ledger: LedgerMoves,
  ) {}

  /** The record's move in the ledger: its key, kind, amount and fee. */
  protected abstract settlementMove(row: Row): SettlementMove;
  /** What the debit posting says beyond the move: its description (and the receiver of an internal transfer). */
  protected abstract debitDetails(row: Row): { description: string; receiverUserId?: string };
  /** Records that the debit is in the ledger. */
  protected abstract markPosted(row: Row, move: SettlementMove): Promise<Row>;
  /** The answer to a create request. */
  protected abstract result(row: Row, balanceCents: number, replayed: boolean): Result;
  /** A replayed request whose debit the ledger refused, when the record kept no message. */
  protected abstract readonly refusedMessage: string;
  /** The description of the posting that returns a failed record's money. */
  protected abstract refundDescription(row: Row): string;

  /** The first answer again for a request whose key was used before (a different body is refused). */
  protected async earlier(userId: string, idempotencyKey: string, fingerprint: string): Promise<Result | null> {
    const row = await this.store.findByKey(userId, idempotencyKey);
    return row ? this.replay(row, fingerprint) : null;
  }

  /** Inserts the record and posts its debit; when the same key arrived twice at once, the other request owns the record. */
  protected async recordAndPost(userId: string, idempotencyKey: string, fingerprint: string, insert: () => Promise<Row>): Promise<Result> {
    let row: Row;
    try {
      row = await insert();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const other = await this.store.findByKey(userId, idempotencyKey);
      if (!other) throw error;
      return this.replay(other, fingerprint);
    }
    return this.post(row, false);
  }

  /** Posts a recorded debit (again) and records the outcome; unreachable ledger → 503, the record stays for recovery. */
  async post(row: Row, replayed: boolean): Promise<Result> {
    const move = this.settlementMove(row);
    const outcome = await this.ledger.debit({
      idempotencyKey: move.key,
      kind: move.kind,
      userId: row.userId,
      amountCents: move.amountCents,
      feeCents: move.feeCents,
      transactionNumber: row.transactionNumber,
      ...this.debitDetails(row),
    });
    if (outcome.kind === 'unavailable') throw rpcError(503, 'SERVICE_UNAVAILABLE', GenericMessages.serviceUnavailable);
    if (outcome.kind === 'refused') {
      await this.store.markRefused(row, outcome.message);
      throw rpcError(outcome.statusCode === 409 ? 400 : outcome.statusCode, outcome.code, outcome.message);
    }
    const updated = await this.markPosted(row, move);
    return this.result(updated, outcome.balanceCents ?? 0, replayed || outcome.replayed);
  }

  private async replay(row: Row, fingerprint: string): Promise<Result> {
    assertSameRequest(row.fingerprint, fingerprint);
    if (row.postingState === 'unposted') return this.post(row, true);
    if (row.postingState === 'refused') throw RpcErrors.validation(row.processingMessage ?? this.refusedMessage);
    return this.result(row, (await this.ledger.balanceOf(row.userId)) ?? 0, true);
  }

  /**
   * An admin decision (see MoveRecordStore.setStatus) and, when it changed the record, its settlement or
   * refund in the ledger (finished by recovery after a crash). Answers the record as it is afterwards.
   */
  protected async decide(id: string, decide: Parameters<MoveRecordStore<Row, Status>['setStatus']>[1], actorId: string, notFoundMessage: string): Promise<Row> {
    let result;
    try {
      result = await this.store.setStatus(id, decide, actorId);
    } catch (error) {
      if (error instanceof MoveRecordNotFound) throw RpcErrors.notFound(notFoundMessage);
      throw error;
    }
    if (result.after !== result.before) await this.finishSettlement(result.after);
    return (await this.store.findById(id))!;
  }

  /** Carries out a recorded settlement or refund; an unreachable ledger leaves it pending for recovery. */
  async finishSettlement(row: Row): Promise<MoveOutcome | null> {
    if (row.settlementState === 'settle_pending') {
      const outcome = await this.ledger.settle(this.settlementMove(row));
      if (outcome.kind === 'done') await this.store.markSettlement(row.id, 'settled');
      return outcome;
    }
    if (row.settlementState === 'refund_pending') {
      const outcome = await this.ledger.refund({ ...this.settlementMove(row), userId: row.userId, description: this.refundDescription(row) });
      if (outcome.kind === 'done') await this.store.markSettlement(row.id, 'refunded');
      return outcome;
    }
    return null;
  }

  /** One pass of the recovery job: unposted debits are posted (same key), pending settlements carried out. */
  async recover(olderThan: Date, limit: number): Promise<number> {
    const rows = await this.store.needingRecovery(olderThan, limit);
    for (const row of rows) {
      if (row.postingState === 'unposted') await this.post(row, true).catch(() => undefined);
      else await this.finishSettlement(row);
    }
    return rows.length;
  }
}
