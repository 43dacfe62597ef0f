import { Inject, Injectable } from '@nestjs/common';
import {
  ProjectPaymentMessages,
  TransferMessages,
  type DebitForMoveRequest,
  type DebitForMoveResult,
  type BudgetLine,
  type MoneyMoveKind,
  type RpcIn,
  type RpcOut,
} from '@portal/contracts';
import { RpcErrors, rpcError } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { LedgerRepository, SYSTEM_ACCOUNTS, recipientAccountCode } from '../ledger/ledger.repository.js';
import { PostingBatcher, type CodedPosting } from '../ledger/posting-batcher.js';
import { IdempotencyKeyReusedError, InsufficientFundsError, post, type PostingLine } from '../ledger/posting-engine.js';
import { toCents } from '../ledger/transaction.mapper.js';
import { BudgetGuard, BudgetLineExceededError } from '../grant-budget/budget-guard.js';
import { BudgetRepository } from '../grant-budget/budget.repository.js';

export const INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS';

const TRANSACTION_OPTIONS = { timeout: 20_000, maxWait: 60_000 } as const;

function insufficientMessage(kind: MoneyMoveKind, neededCents: number, balanceCents: number): string {
  return kind === 'project_payment' ? ProjectPaymentMessages.insufficient(neededCents, balanceCents) : TransferMessages.insufficient(neededCents, balanceCents);
}

/** The amounts of a move: what the sender pays, what waits in clearing (external) or reaches the receiver, and the fee revenue. */
export function moveAmounts(kind: MoneyMoveKind, amountCents: number, feeCents: number): { paid: bigint; onward: bigint; fee: bigint } {
  const amount = BigInt(amountCents);
  const fee = BigInt(feeCents);
  // A project payment's recipient gets amount − fee while the payer pays amount + fee (spec 2 §9): the fund keeps 2 × fee.
  if (kind === 'project_payment') return { paid: amount + fee, onward: amount - fee, fee: 2n * fee };
  return { paid: amount + fee, onward: amount, fee };
}

/**
 * Balances move only here, for transfers and project payments recorded by the payments service.
 * Each move is one balanced posting whose idempotency key the payments service derives from its
 * record, so a retry after a crash anywhere moves money at most once.
 */
@Injectable()
export class MovesService {
  constructor(
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
    @Inject(PostingBatcher) private readonly batcher: PostingBatcher,
    @Inject(BudgetGuard) private readonly budget: BudgetGuard,
    @Inject(BudgetRepository) private readonly budgets: BudgetRepository,
  ) {}

  /**
   * The sender pays amount and fee; the receiver (within UNSEAF) or payout clearing gets the onward
   * amount, fee revenue the fee. Group-committed like admin adjustments (PostingBatcher: one statement
   * that locks the accounts, checks the sender's balance under the lock, and writes the posting), so a
   * transfer costs the database one round trip instead of a dozen.
   */
  async debit(request: DebitForMoveRequest): Promise<DebitForMoveResult> {
    const { paid, onward, fee } = moveAmounts(request.kind, request.amountCents, request.feeCents);
    if (onward <= 0n) throw RpcErrors.validation('The amount is too small to cover the fee');
    if (request.kind === 'transfer_internal' && (!request.receiverUserId || request.receiverUserId === request.userId)) {
      throw RpcErrors.validation(TransferMessages.ownAccount);
    }
    const sender = recipientAccountCode(request.userId);
    const what = request.kind === 'project_payment' ? 'Project payment' : 'Transfer';
    const lines: CodedPosting['lines'] = [
      {
        code: sender,
        amountCents: -paid,
        category: request.kind === 'project_payment' ? 'payment' : 'transfer',
        description: request.description,
        reference: request.transactionNumber,
      },
      {
        code: request.kind === 'transfer_internal' ? recipientAccountCode(request.receiverUserId!) : SYSTEM_ACCOUNTS.payoutClearing,
        amountCents: onward,
        category: 'transfer',
        reference: request.transactionNumber,
        description:
          request.kind === 'transfer_internal' ? `Transfer received (${request.transactionNumber})` : `${what} ${request.transactionNumber} awaiting payout`,
      },
    ];
    if (fee > 0n)
      lines.push({
        code: SYSTEM_ACCOUNTS.feeRevenue,
        amountCents: fee,
        category: 'fee',
        description: `${what} fee (${request.transactionNumber})`,
        reference: request.transactionNumber,
      });
    const coded: CodedPosting = {
      idempotencyKey: moveKey(request.idempotencyKey),
      kind: request.kind,
      description: request.description,
      reference: request.transactionNumber,
      actorId: request.userId,
      lines,
    };
    try {
      // A grant holder's payment is counted against a budget line under the grant's lock, in its own transaction;
      // anyone else's goes with the group commit.
      const posting =
        request.budgetLine && (await this.budgets.grantOf(request.userId))
          ? await this.budgetedPost(coded, request.userId, request.budgetLine, paid)
          : await this.batcher.post(coded);
      // A replay answers the balance as it is now (the first posting's post-balance may be long past).
      const after = posting.replayed ? await this.ledger.balanceByCode(sender) : posting.entries.find((e) => e.amountCents === -paid)!.postBalanceCents;
      return { postingId: posting.postingId, balanceCents: toCents(after ?? 0n), replayed: posting.replayed };
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        const balance = (await this.ledger.balanceByCode(sender)) ?? 0n;
        throw rpcError(409, INSUFFICIENT_FUNDS, insufficientMessage(request.kind, toCents(paid), toCents(balance)));
      }
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      if (error instanceof BudgetLineExceededError) throw error.toRpcError(409);
      throw error;
    }
  }

  /**
   * The move as one `post` in a transaction that first takes the sender's grant lock and counts the payment
   * against its budget line (refused under a blocking budget, flagged under a warning one). A replay of the key
   * answers the first posting and is not counted again.
   */
  private budgetedPost(coded: CodedPosting, userId: string, budgetLine: BudgetLine, paid: bigint) {
    return this.ledger.transaction(async (tx) => {
      const existing = await this.budgets.postingByKey(coded.idempotencyKey, tx);
      const { flagged } = existing ? { flagged: false } : await this.budget.charge(tx, userId, budgetLine, paid);
      const lines: PostingLine[] = [];
      for (const line of coded.lines) {
        const accountId = line.code.startsWith('recipient:')
          ? await this.ledger.ensureRecipientAccount(line.code.slice('recipient:'.length), tx)
          : await this.ledger.systemAccountId(line.code, tx);
        lines.push({ accountId, amountCents: line.amountCents, category: line.category, description: line.description, reference: line.reference ?? null });
      }
      return post(tx, { ...coded, lines, budgetLine, budgetFlagged: flagged });
    }, TRANSACTION_OPTIONS);
  }

  /** An external move was paid out: its onward amount leaves clearing for good. */
  async settle(request: RpcIn<'ledgerMoveSettle'>): Promise<RpcOut<'ledgerMoveSettle'>> {
    const { onward } = moveAmounts(request.kind, request.amountCents, request.feeCents);
    return this.inTransaction(async (tx) => {
      const clearing = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutClearing, tx);
      const settled = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutsSettled, tx);
      const description = `Payout ${request.transactionNumber} sent`;
      const outgoing = await this.budgets.postingByKey(moveKey(recordKeyOf(request.idempotencyKey)), tx);
      const posting = await post(tx, {
        idempotencyKey: moveKey(request.idempotencyKey),
        kind: `${request.kind}_settled`,
        budgetOf: outgoing?.id ?? null,
        description,
        reference: request.transactionNumber,
        lines: [
          { accountId: clearing, amountCents: -onward, category: 'transfer', description },
          { accountId: settled, amountCents: onward, category: 'transfer', description },
        ],
      });
      return { postingId: posting.postingId, balanceCents: null, replayed: posting.replayed };
    });
  }

  /** An external move failed: everything the sender paid, fee included, returns to them in one credit. */
  async refund(request: RpcIn<'ledgerMoveRefund'>): Promise<RpcOut<'ledgerMoveRefund'>> {
    const { paid, onward, fee } = moveAmounts(request.kind, request.amountCents, request.feeCents);
    return this.inTransaction(async (tx) => {
      const account = await this.ledger.ensureRecipientAccount(request.userId, tx);
      const clearing = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutClearing, tx);
      const lines: PostingLine[] = [
        {
          accountId: account,
          amountCents: paid,
          category: request.kind === 'project_payment' ? 'payment' : 'transfer',
          description: request.description,
          reference: request.transactionNumber,
        },
        { accountId: clearing, amountCents: -onward, category: 'transfer', description: `Payout ${request.transactionNumber} returned` },
      ];
      if (fee > 0n)
        lines.push({
          accountId: await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.feeRevenue, tx),
          amountCents: -fee,
          category: 'fee',
          description: `Fee of ${request.transactionNumber} refunded`,
        });
      // Releases what the move counted against its budget line, once (one return per move).
      const outgoing = await this.budgets.postingByKey(moveKey(recordKeyOf(request.idempotencyKey)), tx);
      const posting = await post(tx, {
        idempotencyKey: moveKey(request.idempotencyKey),
        kind: `${request.kind}_returned`,
        budgetOf: outgoing?.id ?? null,
        budgetLine: outgoing?.budgetLine ?? null,
        description: request.description,
        reference: request.transactionNumber,
        lines,
      });
      const entry = posting.entries.find((e) => e.accountId === account);
      return { postingId: posting.postingId, balanceCents: entry ? toCents(entry.postBalanceCents) : null, replayed: posting.replayed };
    });
  }

  async find(idempotencyKey: string): Promise<RpcOut<'ledgerMoveFind'>> {
    const postingId = await this.ledger.transaction((tx) => postingIdOf(tx, moveKey(idempotencyKey)));
    return { posted: postingId !== null, postingId };
  }

  private async inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.ledger.transaction(work, TRANSACTION_OPTIONS);
    } catch (error) {
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      throw error;
    }
  }
}

/** The record's move key of a settlement's or refund's key (`<record key>:settle` / `:refund`). */
function recordKeyOf(stepKey: string): string {
  return stepKey.replace(/:(settle|refund)$/, '');
}

/** Keys of moves live in their own namespace of the postings' keys. */
function moveKey(key: string): string {
  return `move:${key}`;
}

async function postingIdOf(tx: Db, key: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id::text FROM postings WHERE idempotency_key = ${key}`;
  return rows[0]?.id ?? null;
}
