import { Inject, Injectable } from '@nestjs/common';
import {
  Rpc,
  TRANSFER_TRANSITIONS,
  TransferMessages,
  canSignIn,
  isInternalTransfer,
  quoteTransfer,
  type CreateTransferResult,
  type RpcIn,
  type TransferStatus,
  type TransferView,
} from '@portal/contracts';
import { GenericMessages } from '@portal/contracts';
import { RpcClient, RpcErrors, rpcError } from '@portal/service-kit';
import type { Transfer } from '../generated/prisma/client.js';
import { LedgerMoves, forwardRpcError, type MoveOutcome, type SettlementMove } from '../moves/ledger-moves.client.js';
import { assertSameRequest, dayBounds, fingerprintOf, isUniqueViolation, toCents } from '../moves/move-records.js';
import { MoveRecordNotFound } from '../moves/move-record-store.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { toTransferView } from './transfer.mapper.js';
import { TransfersRepository } from './transfers.repository.js';

export function transferMoveKey(row: Pick<Transfer, 'id'>): string {
  return `transfer:${row.id}`;
}

function settlementMove(row: Transfer): SettlementMove {
  return {
    key: transferMoveKey(row),
    kind: isInternalTransfer(row.transferType as never) ? 'transfer_internal' : 'transfer_external',
    amountCents: toCents(row.amountCents),
    feeCents: toCents(row.chargeCents),
    transactionNumber: row.transactionNumber,
  };
}

/**
 * Transfers: the record is written first (pending, debit not yet posted), then its debit is posted
 * in the ledger with the record's key. A retry of the request, or the recovery job after a crash,
 * posts the same key again, which the ledger answers with the first posting: money moves once.
 */
@Injectable()
export class TransfersService {
  constructor(
    @Inject(TransfersRepository) private readonly transfers: TransfersRepository,
    @Inject(LedgerMoves) private readonly ledger: LedgerMoves,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(PrismaService) private readonly db: PrismaService,
  ) {}

  async create(request: RpcIn<'transfersCreate'>): Promise<CreateTransferResult> {
    const fingerprint = fingerprintOf(request);
    const earlier = await this.transfers.findByKey(request.userId, request.idempotencyKey);
    if (earlier) return this.replay(earlier, fingerprint);

    const quote = quoteTransfer(request.amountCents);
    const internal = isInternalTransfer(request.transferType);
    const receiverUserId = internal ? await this.receiverFor(request.userId, request.recipientAccount) : null;
    await this.rpc.call(Rpc.pinVerify, { userId: request.userId, pin: request.pin }, { timeoutMs: 30_000 }).catch(forwardRpcError);

    let row: Transfer;
    try {
      row = await this.transfers.insert({
        userId: request.userId,
        idempotencyKey: request.idempotencyKey,
        fingerprint,
        recipientName: request.recipientName,
        recipientAccount: request.recipientAccount,
        recipientBank: request.recipientBank || null,
        receiverUserId,
        amountCents: BigInt(quote.amountCents),
        chargeCents: BigInt(quote.chargeCents),
        paidAmountCents: BigInt(quote.paidCents),
        description: request.description || null,
        transferType: request.transferType,
      });
    } catch (error) {
      // The same key arrived twice at once: the other request owns the record.
      if (!isUniqueViolation(error)) throw error;
      const other = await this.transfers.findByKey(request.userId, request.idempotencyKey);
      if (!other) throw error;
      return this.replay(other, fingerprint);
    }
    return this.post(row, false);
  }

  /** Posts a recorded transfer's debit (again) and records the outcome; unreachable ledger → 503, the record stays for recovery. */
  async post(row: Transfer, replayed: boolean): Promise<CreateTransferResult> {
    const move = settlementMove(row);
    const outcome = await this.ledger.debit({
      idempotencyKey: move.key,
      kind: move.kind,
      userId: row.userId,
      receiverUserId: row.receiverUserId ?? undefined,
      amountCents: move.amountCents,
      feeCents: move.feeCents,
      transactionNumber: row.transactionNumber,
      description: `Transfer to ${row.recipientName}${row.description ? `: ${row.description}` : ''}`,
    });
    if (outcome.kind === 'unavailable') throw rpcError(503, 'SERVICE_UNAVAILABLE', GenericMessages.serviceUnavailable);
    if (outcome.kind === 'refused') {
      await this.transfers.markRefused(row, outcome.message);
      throw rpcError(outcome.statusCode === 409 ? 400 : outcome.statusCode, outcome.code, outcome.message);
    }
    const updated = await this.transfers.markPosted(row, move.kind === 'transfer_internal');
    return { transfer: toTransferView(updated), balanceCents: outcome.balanceCents ?? 0, replayed: replayed || outcome.replayed };
  }

  private async replay(row: Transfer, fingerprint: string): Promise<CreateTransferResult> {
    assertSameRequest(row.fingerprint, fingerprint);
    if (row.postingState === 'unposted') return this.post(row, true);
    if (row.postingState === 'refused') throw RpcErrors.validation(row.processingMessage ?? TransferMessages.sendFailed);
    return { transfer: toTransferView(row), balanceCents: (await this.ledger.balanceOf(row.userId)) ?? 0, replayed: true };
  }

  /** The receiving recipient of a transfer within UNSEAF, by account number. */
  private async receiverFor(senderId: string, accountNumber: string): Promise<string> {
    const receiver = await this.rpc.call(Rpc.accountsByAccountNumber, { accountNumber }).catch(forwardRpcError);
    if (receiver.id === senderId) throw RpcErrors.validation(TransferMessages.ownAccount);
    if (!canSignIn(receiver.accountStatus)) throw RpcErrors.validation(TransferMessages.receiverUnavailable);
    return receiver.id;
  }

  async list(request: RpcIn<'transfersList'>): Promise<TransferView[]> {
    const bounds = request.date ? await dayBounds(this.db, request.date, request.timeZone) : {};
    return (await this.transfers.list(request.userId, { q: request.q, ...bounds })).map(toTransferView);
  }

  async adminList(request: RpcIn<'transfersAdminList'>): Promise<TransferView[]> {
    return (await this.transfers.adminList(request.status, request.limit)).map(toTransferView);
  }

  /**
   * Admin status changes of transfers that leave the platform. Completed pays the amount out of
   * clearing; failed returns amount and charge to the sender. The decision and its pending money
   * move are recorded together; the ledger call follows (and is finished by recovery after a crash).
   */
  async setStatus(request: RpcIn<'transfersSetStatus'>): Promise<TransferView> {
    let result;
    try {
      result = await this.transfers.setStatus(
        request.transferId,
        (row) => {
          if (isInternalTransfer(row.transferType as never)) throw RpcErrors.conflict(TransferMessages.internalStatus);
          if (row.status === request.status) return null;
          if (row.postingState !== 'posted') throw RpcErrors.conflict(TransferMessages.finalStatus);
          if (!TRANSFER_TRANSITIONS[row.status as TransferStatus].includes(request.status)) throw RpcErrors.conflict(TransferMessages.finalStatus);
          return { status: request.status, message: request.message };
        },
        request.adminId,
      );
    } catch (error) {
      if (error instanceof MoveRecordNotFound) throw RpcErrors.notFound(TransferMessages.notFound);
      throw error;
    }
    if (result.after !== result.before) await this.finishSettlement(result.after);
    return toTransferView((await this.transfers.findById(request.transferId))!);
  }

  /** Carries out a recorded settlement or refund; an unreachable ledger leaves it pending for recovery. */
  async finishSettlement(row: Transfer): Promise<MoveOutcome | null> {
    if (row.settlementState === 'settle_pending') {
      const outcome = await this.ledger.settle(settlementMove(row));
      if (outcome.kind === 'done') await this.transfers.markSettlement(row.id, 'settled');
      return outcome;
    }
    if (row.settlementState === 'refund_pending') {
      const outcome = await this.ledger.refund({
        ...settlementMove(row),
        userId: row.userId,
        description: `Returned: transfer ${row.transactionNumber} failed`,
      });
      if (outcome.kind === 'done') await this.transfers.markSettlement(row.id, 'refunded');
      return outcome;
    }
    return null;
  }

  /** One pass of the recovery job: unposted debits are posted (same key), pending settlements carried out. */
  async recover(olderThan: Date, limit: number): Promise<number> {
    const rows = await this.transfers.needingRecovery(olderThan, limit);
    for (const row of rows) {
      if (row.postingState === 'unposted') await this.post(row, true).catch(() => undefined);
      else await this.finishSettlement(row);
    }
    return rows.length;
  }
}
