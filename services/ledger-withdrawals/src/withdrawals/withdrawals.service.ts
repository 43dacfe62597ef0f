import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  RECEIPT_NOT_AVAILABLE,
  WITHDRAWAL_EXPECTED_COMPLETION_MS,
  PayoutMessages,
  WithdrawalMessages,
  budgetLineOf,
  checkMethodDetails,
  quoteWithdrawal,
  type CreateWithdrawalRequest,
  type CreateWithdrawalResult,
  type QuarterSummary,
  type WithdrawalView,
} from '@portal/contracts';
import { KeyedQueue, RpcErrors, recordAdminAction, rpcError } from '@portal/service-kit';
import type { z } from 'zod';
import type { SetWithdrawalStatusRequestSchema } from '@portal/contracts';
import type { Db } from '../prisma/prisma.service.js';
import type { Prisma, Withdrawal } from '../generated/prisma/client.js';
import { PinService } from '../pin/pin.service.js';
import { GrantsRepository } from '../grants/grants.repository.js';
import { LedgerRepository, SYSTEM_ACCOUNTS } from '../ledger/ledger.repository.js';
import { post, InsufficientFundsError, IdempotencyKeyReusedError, type PostingLine } from '../ledger/posting-engine.js';
import { toCents } from '../ledger/transaction.mapper.js';
import { BudgetGuard, BudgetLineExceededError } from '../grant-budget/budget-guard.js';
import { BudgetRepository } from '../grant-budget/budget.repository.js';
import { WithdrawalsRepository } from './withdrawals.repository.js';
import { toWithdrawalView } from './withdrawal.mapper.js';
import { summaryFor } from './quarter-summary.js';
import { ReceiptQueue, RECEIPT_STATUSES } from './receipt.queue.js';
import { publishWithdrawalStatusChanged } from './events/withdrawals.events.js';

type SetStatus = z.infer<typeof SetWithdrawalStatusRequestSchema>;

/** Refusals found inside the money transaction; they roll it back and become the spec's message. */
class WithdrawalRefused extends Error {}

/**
 * Withdrawals move money in one database transaction: the grant row is locked (so the quarter
 * check and the usage update cannot interleave), the balance and quarter limit are checked, and
 * one balanced posting takes the amount from the recipient into fee revenue and payout clearing.
 * The idempotency key is the posting's key: a retry returns the first withdrawal and moves nothing.
 */
@Injectable()
export class WithdrawalsService {
  private readonly queue = new KeyedQueue();

  constructor(
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
    @Inject(GrantsRepository) private readonly grants: GrantsRepository,
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
    @Inject(PinService) private readonly pins: PinService,
    @Inject(ReceiptQueue) private readonly receipts: ReceiptQueue,
    @Inject(BudgetGuard) private readonly budget: BudgetGuard,
    @Inject(BudgetRepository) private readonly budgets: BudgetRepository,
  ) {}

  async limits(userId: string): Promise<QuarterSummary | null> {
    const grant = await this.grants.findByUser(userId);
    if (!grant) return null;
    const account = await this.ledger.recipientAccount(userId);
    return summaryFor(grant, account?.balanceCents ?? 0n);
  }

  async adminList(status: WithdrawalView['status'] | undefined, limit: number): Promise<WithdrawalView[]> {
    return (await this.withdrawals.list(status, limit)).map(toWithdrawalView);
  }

  async list(userId: string): Promise<WithdrawalView[]> {
    return (await this.withdrawals.listOfUser(userId)).map(toWithdrawalView);
  }

  async create(request: CreateWithdrawalRequest): Promise<CreateWithdrawalResult> {
    const earlier = await this.withdrawals.findByIdempotencyKey(request.idempotencyKey);
    if (earlier) return this.replayOf(earlier, request.userId);

    if (request.amountCents <= 0) throw RpcErrors.validation(WithdrawalMessages.greaterThanZero);
    const details = checkMethodDetails(request.method, request.methodDetails);
    if (!details.ok) throw RpcErrors.validation(details.message);
    const quote = quoteWithdrawal(request.method, request.amountCents);
    if (quote.netCents <= 0) throw RpcErrors.validation(WithdrawalMessages.feeExceedsAmount(quote.feeCents));

    await this.pins.verify(request.userId, request.pin);

    try {
      // The user's withdrawals queue here one at a time, so none waits for the grant lock inside an open transaction.
      const outcome = await this.queue.run(request.userId, () =>
        this.ledger.transaction((tx) => this.move(tx, request, details.details, quote), { timeout: 20_000, maxWait: 60_000 }),
      );
      if (outcome === 'replayed') {
        const row = await this.withdrawals.findByIdempotencyKey(request.idempotencyKey);
        if (!row) throw new Error('Replayed withdrawal vanished');
        return this.replayOf(row, request.userId);
      }
      return outcome;
    } catch (error) {
      if (error instanceof WithdrawalRefused) throw RpcErrors.validation(error.message);
      if (error instanceof BudgetLineExceededError) throw error.toRpcError(400);
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      if (error instanceof InsufficientFundsError) {
        // Another debit landed between our check and the posting: report the balance as it is now.
        const account = await this.ledger.recipientAccount(request.userId);
        throw RpcErrors.validation(WithdrawalMessages.insufficient(toCents(account?.balanceCents ?? 0n)));
      }
      throw error;
    }
  }

  private async move(
    tx: Db,
    request: CreateWithdrawalRequest,
    methodDetails: Record<string, unknown>,
    quote: ReturnType<typeof quoteWithdrawal>,
  ): Promise<CreateWithdrawalResult | 'replayed'> {
    const grant = await this.grants.lockByUser(request.userId, tx);
    if (!grant) throw new WithdrawalRefused(WithdrawalMessages.noGrant);
    const accountId = await this.ledger.ensureRecipientAccount(request.userId, tx);
    const account = await this.ledger.accountById(accountId, tx);
    const summary = summaryFor(grant, account.balanceCents);
    const amount = BigInt(request.amountCents);
    if (amount > account.balanceCents) throw new WithdrawalRefused(WithdrawalMessages.insufficient(toCents(account.balanceCents)));
    if (request.amountCents > summary.currentQuarterRemaining) {
      throw new WithdrawalRefused(WithdrawalMessages.exceedsQuarter(summary.currentQuarterLabel, summary.currentQuarterRemaining));
    }

    // Counted against its budget line under the grant's lock (taken above): refused or flagged above the line's remaining.
    const budgetLine = budgetLineOf({ kind: 'withdrawal', method: request.method }, request.budgetLine);
    const { flagged } = await this.budget.charge(tx, request.userId, budgetLine, amount, { grantLocked: true });

    const description = request.description?.trim() || `Withdrawal via ${request.method.replace('_', ' ')}`;
    const lines: PostingLine[] = [
      { accountId, amountCents: -amount, category: 'withdrawal', description },
      {
        accountId: await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutClearing, tx),
        amountCents: BigInt(quote.netCents),
        category: 'withdrawal',
        description: `Payout awaiting ${request.method}`,
      },
    ];
    if (quote.feeCents > 0) {
      lines.push({
        accountId: await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.feeRevenue, tx),
        amountCents: BigInt(quote.feeCents),
        category: 'fee',
        description: `Withdrawal fee (${request.method})`,
      });
    }
    const posting = await post(tx, {
      idempotencyKey: `withdrawal:${request.idempotencyKey}`,
      kind: 'withdrawal',
      description,
      reference: 'WITHDRAWAL',
      actorId: request.userId,
      lines,
      budgetLine,
      budgetFlagged: flagged,
    });
    if (posting.replayed) return 'replayed';
    const entry = posting.entries.find((e) => e.accountId === accountId)!;

    const quarterIndex = summary.currentQuarter;
    await this.grants.addQuarterUsage(grant.id, quarterIndex, amount, tx);
    const remainingAfter = summary.currentQuarterRemaining - request.amountCents;
    const row = await this.withdrawals.create(
      {
        id: randomUUID(),
        userId: request.userId,
        transactionNumber: entry.transactionNumber,
        idempotencyKey: request.idempotencyKey,
        amountCents: amount,
        feeCents: BigInt(quote.feeCents),
        netCents: BigInt(quote.netCents),
        method: request.method,
        methodDetails: methodDetails as Prisma.InputJsonValue,
        description,
        quarterPeriod: summary.currentQuarterPeriod,
        quarterIndex,
        quarterLimitCents: BigInt(summary.currentQuarterLimit),
        quarterUsedBeforeCents: BigInt(summary.currentQuarterUsed),
        quarterRemainingAfterCents: BigInt(remainingAfter),
        expectedCompletionDate: new Date(Date.now() + WITHDRAWAL_EXPECTED_COMPLETION_MS),
        postingId: posting.postingId,
      },
      tx,
    );
    await publishWithdrawalStatusChanged(tx, row, null, request.userId);
    const grantAfter = await this.grants.findByUser(request.userId, tx);
    return {
      withdrawal: toWithdrawalView(row),
      balanceCents: toCents(entry.postBalanceCents),
      quarter: summaryFor(grantAfter!, entry.postBalanceCents),
      replayed: false,
    };
  }

  private async replayOf(row: Withdrawal, userId: string): Promise<CreateWithdrawalResult> {
    if (row.userId !== userId) throw RpcErrors.conflict('This idempotency key was already used for a different request');
    const grant = await this.grants.findByUser(userId);
    const account = await this.ledger.recipientAccount(userId);
    if (!grant || !account) throw new Error('Replayed withdrawal has no grant or account');
    return { withdrawal: toWithdrawalView(row), balanceCents: toCents(account.balanceCents), quarter: summaryFor(grant, account.balanceCents), replayed: true };
  }

  /**
   * Admin status changes. Completed stamps the completion and pays the net out of clearing; failed
   * returns the whole amount to the recipient with a ledger credit and gives the quarter's usage back.
   */
  async setStatus(request: SetStatus): Promise<WithdrawalView> {
    const row = await this.ledger.transaction((tx) => this.changeStatus(tx, request));
    await this.afterStatusChange(row);
    return toWithdrawalView(row);
  }

  /** Asks for the receipt of a withdrawal's new status once its change is committed (generated now, or when first opened). */
  async afterStatusChange(row: Withdrawal): Promise<void> {
    await this.receipts.request(row.id, row.status).catch(() => undefined);
  }

  /**
   * One status change inside the caller's transaction (staff's change, or a payout's bank answer): locks the
   * withdrawal, books the settlement or the refund (each once, by its posting key), records the admin action
   * and publishes the change. Changing to the status it has returns it unchanged.
   */
  async changeStatus(tx: Db, request: { withdrawalId: string; status: WithdrawalView['status']; message?: string; adminId: string }): Promise<Withdrawal> {
    const current = await this.withdrawals.lockStatus(request.withdrawalId, tx);
    if (current === undefined) throw RpcErrors.notFound('Withdrawal not found');
    const w = (await this.withdrawals.findById(request.withdrawalId, tx))!;
    if (current === request.status) return w;
    if (current === 'completed' || current === 'failed') throw RpcErrors.conflict(`A ${current} withdrawal cannot change status`);
    if (current === 'submitted' && request.status !== 'completed' && request.status !== 'failed') throw RpcErrors.conflict(PayoutMessages.submittedOnlyFinal);
    const clearing = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutClearing, tx);
    if (request.status === 'completed') {
      await post(tx, {
        idempotencyKey: `withdrawal-settle:${w.id}`,
        kind: 'withdrawal_settled',
        budgetOf: w.postingId,
        description: `Payout ${w.transactionNumber} settled`,
        actorId: request.adminId,
        lines: [
          { accountId: clearing, amountCents: -w.netCents, category: 'withdrawal', description: `Payout ${w.transactionNumber} sent` },
          {
            accountId: await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.payoutsSettled, tx),
            amountCents: w.netCents,
            category: 'withdrawal',
            description: `Payout ${w.transactionNumber} sent`,
          },
        ],
      });
    }
    if (request.status === 'failed') {
      // The grant before the account, the order every money move of a grant holder takes them in: the return
      // locks the account and then gives the quarter's usage back, which would otherwise wait on a payment
      // that holds the grant and waits on the account.
      await this.grants.lockByUser(w.userId, tx);
      const accountId = await this.ledger.ensureRecipientAccount(w.userId, tx);
      const lines: PostingLine[] = [
        { accountId, amountCents: w.amountCents, category: 'withdrawal', description: `Returned: withdrawal ${w.transactionNumber} failed` },
        { accountId: clearing, amountCents: -w.netCents, category: 'withdrawal', description: `Payout ${w.transactionNumber} returned` },
      ];
      if (w.feeCents > 0n)
        lines.push({
          accountId: await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.feeRevenue, tx),
          amountCents: -w.feeCents,
          category: 'fee',
          description: `Fee of ${w.transactionNumber} refunded`,
        });
      await post(tx, {
        idempotencyKey: `withdrawal-return:${w.id}`,
        kind: 'withdrawal_returned',
        // Releases what the withdrawal counted against its budget line, once (one return per withdrawal).
        budgetOf: w.postingId,
        budgetLine: (await this.budgets.postingById(w.postingId, tx))?.budgetLine ?? null,
        description: `Withdrawal ${w.transactionNumber} failed`,
        reference: w.transactionNumber,
        actorId: request.adminId,
        lines,
      });
      await this.grants.returnQuarterUsage(w.userId, w.quarterIndex, w.amountCents, tx);
    }
    const updated = await this.withdrawals.update(
      w.id,
      {
        status: request.status,
        processingMessage: request.message ?? null,
        ...(request.status === 'completed' ? { completedAt: new Date() } : {}),
      },
      tx,
    );
    await publishWithdrawalStatusChanged(tx, updated, current as WithdrawalView['status'], request.adminId);
    await recordAdminAction(tx, {
      service: 'ledger-withdrawals',
      actorId: request.adminId,
      action: 'withdrawal_status',
      targetType: 'withdrawal',
      targetId: w.id,
      userId: w.userId,
      oldValue: current,
      newValue: request.status,
      description: `Withdrawal ${w.transactionNumber} set to ${request.status}`,
    });
    return updated;
  }

  /** The stored receipt of a processing or completed withdrawal, for its owner or an admin. */
  async receipt(withdrawalId: string, requesterId: string, requesterIsAdmin: boolean) {
    const row = await this.withdrawals.findById(withdrawalId);
    if (!row || (!requesterIsAdmin && row.userId !== requesterId)) throw RpcErrors.notFound('Withdrawal not found');
    if (!RECEIPT_STATUSES.has(row.status)) throw RpcErrors.notFound(RECEIPT_NOT_AVAILABLE);
    if (row.receiptStatus !== row.status) await this.receipts.ensure(row.id, row.status);
    const stored = await this.withdrawals.findById(withdrawalId);
    if (!stored?.receiptHtml || !stored.receiptGeneratedAt)
      throw rpcError(503, 'RECEIPT_PENDING', 'The receipt is being prepared. Please try again in a moment.');
    return { html: stored.receiptHtml, generatedAt: stored.receiptGeneratedAt.toISOString(), status: stored.receiptStatus as WithdrawalView['status'] };
  }
}
