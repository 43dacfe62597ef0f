import { Inject, Injectable } from '@nestjs/common';
import {
  ProjectPaymentMessages,
  TransferMessages,
  type DebitForMoveRequest,
  type DebitForMoveResult,
  type MoneyMoveKind,
  type RpcIn,
  type RpcOut,
} from '@portal/contracts';
import { RpcErrors, rpcError } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { LedgerRepository, SYSTEM_ACCOUNTS } from '../ledger/ledger.repository.js';
import { IdempotencyKeyReusedError, post, type PostingLine } from '../ledger/posting-engine.js';
import { toCents } from '../ledger/transaction.mapper.js';

export const INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS';

/** A refusal found under the lock; it rolls the transaction back and reaches the caller as a 409. */
class MoveRefused extends Error {}

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
  constructor(@Inject(LedgerRepository) private readonly ledger: LedgerRepository) {}

  async debit(request: DebitForMoveRequest): Promise<DebitForMoveResult> {
    const { paid, onward, fee } = moveAmounts(request.kind, request.amountCents, request.feeCents);
    if (onward <= 0n) throw RpcErrors.validation('The amount is too small to cover the fee');
    if (request.kind === 'transfer_internal' && (!request.receiverUserId || request.receiverUserId === request.userId)) {
      throw RpcErrors.validation(TransferMessages.ownAccount);
    }
    try {
      return await this.ledger.transaction(async (tx) => {
        const sender = await this.ledger.ensureRecipientAccount(request.userId, tx);
        const onwardAccount =
          request.kind === 'transfer_internal'
            ? await this.ledger.ensureRecipientAccount(request.receiverUserId!, tx)
            : await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutClearing, tx);
        const feeAccount = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.feeRevenue, tx);
        // Lock every account of the posting in one fixed order (no deadlock between A→B and B→A), then check the balance under that lock.
        const balances = await lockAccounts(tx, fee > 0n ? [sender, onwardAccount, feeAccount] : [sender, onwardAccount]);
        const existing = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM postings WHERE idempotency_key = ${moveKey(request.idempotencyKey)}`;
        const balance = balances.get(sender)!;
        if (existing.length === 0 && balance < paid) throw new MoveRefused(insufficientMessage(request.kind, toCents(paid), toCents(balance)));

        const what = request.kind === 'project_payment' ? 'Project payment' : 'Transfer';
        const lines: PostingLine[] = [
          {
            accountId: sender,
            amountCents: -paid,
            category: request.kind === 'project_payment' ? 'payment' : 'transfer',
            description: request.description,
            reference: request.transactionNumber,
          },
          {
            accountId: onwardAccount,
            amountCents: onward,
            category: 'transfer',
            reference: request.transactionNumber,
            description:
              request.kind === 'transfer_internal'
                ? `Transfer received (${request.transactionNumber})`
                : `${what} ${request.transactionNumber} awaiting payout`,
          },
        ];
        if (fee > 0n)
          lines.push({
            accountId: feeAccount,
            amountCents: fee,
            category: 'fee',
            description: `${what} fee (${request.transactionNumber})`,
            reference: request.transactionNumber,
          });
        const posting = await post(tx, {
          idempotencyKey: moveKey(request.idempotencyKey),
          kind: request.kind,
          description: request.description,
          reference: request.transactionNumber,
          actorId: request.userId,
          lines,
        });
        const entry = posting.entries.find((e) => e.accountId === sender);
        const after = posting.replayed ? (await lockAccounts(tx, [sender])).get(sender)! : entry!.postBalanceCents;
        return { postingId: posting.postingId, balanceCents: toCents(after), replayed: posting.replayed };
      }, TRANSACTION_OPTIONS);
    } catch (error) {
      if (error instanceof MoveRefused) throw rpcError(409, INSUFFICIENT_FUNDS, error.message);
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      throw error;
    }
  }

  /** An external move was paid out: its onward amount leaves clearing for good. */
  async settle(request: RpcIn<'ledgerMoveSettle'>): Promise<RpcOut<'ledgerMoveSettle'>> {
    const { onward } = moveAmounts(request.kind, request.amountCents, request.feeCents);
    return this.inTransaction(async (tx) => {
      const clearing = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutClearing, tx);
      const settled = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutsSettled, tx);
      const description = `Payout ${request.transactionNumber} sent`;
      const posting = await post(tx, {
        idempotencyKey: moveKey(request.idempotencyKey),
        kind: `${request.kind}_settled`,
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
      const posting = await post(tx, {
        idempotencyKey: moveKey(request.idempotencyKey),
        kind: `${request.kind}_returned`,
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

/** Keys of moves live in their own namespace of the postings' keys. */
function moveKey(key: string): string {
  return `move:${key}`;
}

async function postingIdOf(tx: Db, key: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id::text FROM postings WHERE idempotency_key = ${key}`;
  return rows[0]?.id ?? null;
}

/** Locks the accounts in id order and answers their balances. */
async function lockAccounts(tx: Db, ids: string[]): Promise<Map<string, bigint>> {
  const sorted = [...new Set(ids)].sort();
  const rows = await tx.$queryRaw<{ id: string; balance_cents: bigint }[]>`
    SELECT id::text, balance_cents FROM ledger_accounts WHERE id = ANY(${sorted}::uuid[]) ORDER BY id FOR UPDATE`;
  return new Map(rows.map((r) => [r.id, BigInt(r.balance_cents)]));
}
