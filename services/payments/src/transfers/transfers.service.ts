import { Inject, Injectable } from '@nestjs/common';
import {
  Rpc,
  TRANSFER_TRANSITIONS,
  TransferMessages,
  budgetLineOf,
  canSignIn,
  isInternalTransfer,
  quoteTransfer,
  type BudgetLine,
  type CreateTransferResult,
  type RpcIn,
  type TransferStatus,
  type TransferView,
} from '@portal/contracts';
import { RpcClient, RpcErrors } from '@portal/service-kit';
import type { Transfer } from '../generated/prisma/client.js';
import { LedgerMoves, forwardRpcError, type SettlementMove } from '../moves/ledger-moves.client.js';
import { MoveRecordFlow } from '../moves/move-record-flow.js';
import { dayBounds, fingerprintOf, toCents } from '../moves/move-records.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { toTransferView } from './transfer.mapper.js';
import { TransfersRepository } from './transfers.repository.js';

/**
 * Transfers (see MoveRecordFlow): a transfer within UNSEAF is completed as soon as its debit is posted;
 * one to another bank or by wire waits in payout clearing for an admin's decision.
 */
@Injectable()
export class TransfersService extends MoveRecordFlow<Transfer, TransferStatus, CreateTransferResult> {
  protected readonly refusedMessage = TransferMessages.sendFailed;

  constructor(
    @Inject(TransfersRepository) private readonly transfers: TransfersRepository,
    @Inject(LedgerMoves) ledger: LedgerMoves,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(PrismaService) private readonly db: PrismaService,
  ) {
    super(transfers, ledger);
  }

  async create(request: RpcIn<'transfersCreate'>): Promise<CreateTransferResult> {
    const fingerprint = fingerprintOf(request);
    const earlier = await this.earlier(request.userId, request.idempotencyKey, fingerprint);
    if (earlier) return earlier;

    const quote = quoteTransfer(request.amountCents);
    const internal = isInternalTransfer(request.transferType);
    // The PIN is proven before the receiving account is looked up: until then an unknown account number and a
    // known one get the same answers (the ledger checks the PIN's format first, and counts every wrong PIN), so
    // the transfer form cannot be used to find out which account numbers exist.
    await this.rpc.call(Rpc.pinVerify, { userId: request.userId, pin: request.pin }, { timeoutMs: 30_000 }).catch(forwardRpcError);
    const receiverUserId = internal ? await this.receiverFor(request.userId, request.recipientAccount) : null;

    return this.recordAndPost(request.userId, request.idempotencyKey, fingerprint, () =>
      this.transfers.insert({
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
        budgetLine: budgetLineOf({ kind: 'transfer', transferType: request.transferType }, request.budgetLine),
      }),
    );
  }

  protected settlementMove(row: Transfer): SettlementMove {
    return {
      key: `transfer:${row.id}`,
      kind: isInternalTransfer(row.transferType as never) ? 'transfer_internal' : 'transfer_external',
      amountCents: toCents(row.amountCents),
      feeCents: toCents(row.chargeCents),
      transactionNumber: row.transactionNumber,
    };
  }

  protected debitDetails(row: Transfer) {
    return {
      receiverUserId: row.receiverUserId ?? undefined,
      description: `Transfer to ${row.recipientName}${row.description ? `: ${row.description}` : ''}`,
      budgetLine: budgetLineOf({ kind: 'transfer', transferType: row.transferType }, row.budgetLine as BudgetLine | null),
    };
  }

  protected markPosted(row: Transfer, move: SettlementMove): Promise<Transfer> {
    return this.transfers.markPosted(row, move.kind === 'transfer_internal');
  }

  protected result(row: Transfer, balanceCents: number, replayed: boolean): CreateTransferResult {
    return { transfer: toTransferView(row), balanceCents, replayed };
  }

  protected refundDescription(row: Transfer): string {
    return `Returned: transfer ${row.transactionNumber} failed`;
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
   * clearing; failed returns amount and charge to the sender.
   */
  async setStatus(request: RpcIn<'transfersSetStatus'>): Promise<TransferView> {
    const row = await this.decide(
      request.transferId,
      (row) => {
        if (isInternalTransfer(row.transferType as never)) throw RpcErrors.conflict(TransferMessages.internalStatus);
        if (row.status === request.status) return null;
        if (row.postingState !== 'posted') throw RpcErrors.conflict(TransferMessages.finalStatus);
        if (!TRANSFER_TRANSITIONS[row.status as TransferStatus].includes(request.status)) throw RpcErrors.conflict(TransferMessages.finalStatus);
        return { status: request.status, message: request.message };
      },
      request.adminId,
      TransferMessages.notFound,
    );
    return toTransferView(row);
  }
}
