import { Inject, Injectable } from '@nestjs/common';
import {
  AdminAdjustMessages,
  adminPostingKey,
  formatUsd,
  healMessage,
  type AdjustBalanceRequest,
  type AdjustBalanceResult,
  type RpcOut,
  decodeTransactionCursor,
  encodeTransactionCursor,
  TransactionMessages,
  type ListTransactionsRequestSchema,
  type TransactionPage,
} from '@portal/contracts';
import { JsonAnswer, ReadAhead, RpcErrors, recordAdminAction } from '@portal/service-kit';
import type { z } from 'zod';
import { LedgerRepository, SYSTEM_ACCOUNTS, recipientAccountCode } from './ledger.repository.js';
import { PostingBatcher } from './posting-batcher.js';
import { post, InsufficientFundsError, IdempotencyKeyReusedError, type PostingResult } from './posting-engine.js';
import { toCents, toTransactionView } from './transaction.mapper.js';
import { directExposure, fourEyesRequired, FourEyesRequiredError, fourEyesWindow, refuseWithoutSecondApproval } from './four-eyes.js';
import type { Db } from '../prisma/prisma.service.js';

/** An export page ready to send, and the cursor of the page after it (null: none). */
interface ExportPage {
  answer: JsonAnswer<TransactionPage>;
  nextCursor: string | null;
}

/** An export page's request as the read-ahead keeps it: whose account, the filters, where the page starts, its size. */
function exportKey(query: z.output<typeof ListTransactionsRequestSchema>): string {
  const { userId, type, category, q, from, to, cursor, limit } = query;
  return JSON.stringify([userId, type ?? null, category ?? null, q ?? null, from ?? null, to ?? null, cursor ?? null, limit]);
}

@Injectable()
export class LedgerService {
  /** The transactions CSV's pages read one ahead (each at most TRANSACTIONS_EXPORT_PAGE_ROWS rows). */
  private readonly exportPagesAhead = new ReadAhead<ExportPage>();

  constructor(
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
    @Inject(PostingBatcher) private readonly batcher: PostingBatcher,
  ) {
    // A misconfigured four-eyes threshold or window stops the service at its start, not at the first adjustment.
    fourEyesWindow();
  }

  /**
   * A page of the recipient's own transactions, newest first, optionally by type, category, text and date range
   * (UTC days, inclusive). Keyset paging in (time, entry id) order: a page after a cursor starts from the cursor's
   * place in the account's index, so a deep page costs what the first does, and a posting made while the
   * recipient pages neither repeats nor hides an older row. The account is the caller's (`userId`, from the
   * token); the cursor only says where in that account's history to go on.
   */
  async transactions(query: z.output<typeof ListTransactionsRequestSchema>): Promise<TransactionPage> {
    const after = query.cursor ? decodeTransactionCursor(query.cursor) : null;
    if (query.cursor && !after) throw RpcErrors.validation(TransactionMessages.invalidCursor);
    const account = await this.ledger.recipientAccount(query.userId);
    if (!account) return { items: [], nextCursor: null };
    const rows = await this.ledger.history(
      account.id,
      {
        ...(query.type ? { type: query.type } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
        ...(query.to ? { before: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
        ...(after ? { after: { at: new Date(after.atMs), id: BigInt(after.id) } } : {}),
      },
      query.limit + 1,
    );
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    const nextCursor = rows.length > query.limit && last ? encodeTransactionCursor({ atMs: last.createdAt.getTime(), id: last.id.toString() }) : null;
    return { items: items.map(toTransactionView), nextCursor };
  }

  /**
   * A page of the transactions CSV: `transactions` for the export's query, written as JSON once, and the page after it
   * read at once (`ReadAhead`), so the database reads it while this one goes to the gateway and on to the client.
   */
  async exportPage(query: z.output<typeof ListTransactionsRequestSchema>): Promise<JsonAnswer<TransactionPage>> {
    const page = await this.exportPagesAhead.page(query, {
      key: exportKey,
      read: (q) => this.readExportPage(q),
      following: (q, read) => (read.nextCursor ? { ...q, cursor: read.nextCursor } : undefined),
    });
    return page.answer;
  }

  private async readExportPage(query: z.output<typeof ListTransactionsRequestSchema>): Promise<ExportPage> {
    const page = await this.transactions(query);
    return { answer: new JsonAnswer(JSON.stringify(page)), nextCursor: page.nextCursor };
  }

  /**
   * Admin add or deduct funds; a deduction may not take the balance below zero. Four eyes: a single amount above
   * the threshold is refused at once; otherwise the batch's transaction, under the recipient account's lock,
   * refuses the move when it would take what this admin moved to this recipient, or what the recipient received
   * from all admins, above its limit within the window (four-eyes.ts). The client's key is kept in the admin's
   * namespace (`admin:<id>:<key>`).
   */
  async adjust(request: AdjustBalanceRequest): Promise<AdjustBalanceResult> {
    refuseWithoutSecondApproval(request.actorId, request.amountCents);
    try {
      // The hot path: group-committed by PostingBatcher (posting and audit entry in one transaction).
      const adjustment = adjustmentOf(request);
      const recipient = recipientAccountCode(request.userId);
      const result = await this.batcher.post({
        ...adjustment.posting,
        idempotencyKey: adminPostingKey(request.actorId, request.idempotencyKey),
        lines: [
          { code: recipient, amountCents: adjustment.amount, category: 'adjustment', description: adjustment.description },
          { code: SYSTEM_ACCOUNTS.grantFunding, amountCents: -adjustment.amount, category: 'adjustment', description: adjustment.fundDescription },
        ],
        fourEyes: { account: recipient, ...directExposure(request.actorId, request.amountCents, request.direction === 'add') },
        // The audit entry commits with the posting, in the batch's transaction.
        audit: (posted) => adjustmentAudit(request, posted, adjustment.amount),
      });
      return adjustmentResult(result, adjustment.amount);
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw RpcErrors.validation(AdminAdjustMessages.insufficientForDeduction);
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      if (error instanceof FourEyesRequiredError) throw fourEyesRequired(error.limitCents);
      throw error;
    }
  }

  /** The adjustment's one balanced posting (recipient against the fund) inside `tx` (an approved request's, keyed `approval:<id>`). */
  async adjustIn(tx: Db, request: AdjustBalanceRequest): Promise<AdjustBalanceResult> {
    const adjustment = adjustmentOf(request);
    const accountId = await this.ledger.ensureRecipientAccount(request.userId, tx);
    const fundId = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.grantFunding, tx);
    const result = await post(tx, {
      ...adjustment.posting,
      lines: [
        { accountId, amountCents: adjustment.amount, category: 'adjustment', description: adjustment.description },
        { accountId: fundId, amountCents: -adjustment.amount, category: 'adjustment', description: adjustment.fundDescription },
      ],
    });
    if (!result.replayed) await recordAdminAction(tx, adjustmentAudit(request, result, adjustment.amount));
    return adjustmentResult(result, adjustment.amount);
  }

  /** The admin's "fix duplicate transaction numbers" action, reporting each renumbered entry. */
  async healDuplicates(actorId?: string): Promise<RpcOut<'ledgerHealDuplicates'>> {
    const fixed = await this.ledger.renumberDuplicateTransactionNumbers(actorId);
    return { fixed, message: healMessage(fixed.length) };
  }
}

/** What an adjustment posts: the recipient's line moves `amount` (negative for a deduction), the fund's the opposite. */
function adjustmentOf(request: AdjustBalanceRequest) {
  const add = request.direction === 'add';
  const reference = `${add ? 'ADMIN_ADD' : 'ADMIN_DEDUCT'}_${Date.now()}`;
  const description = request.description ?? (add ? 'Funds added by administrator' : 'Funds deducted by administrator');
  return {
    amount: BigInt(request.amountCents) * (add ? 1n : -1n),
    description,
    fundDescription: `${description} (${request.userId})`,
    posting: { idempotencyKey: request.idempotencyKey, kind: add ? 'admin_add' : 'admin_deduct', description, reference, actorId: request.actorId },
  };
}

/** The audit entry of an admin adjustment: the balance before and after, and the transaction number. */
function adjustmentAudit(request: AdjustBalanceRequest, result: PostingResult, amount: bigint) {
  const entry = result.entries.find((e) => e.amountCents === amount);
  if (!entry) throw new Error('Posting has no entry for the recipient');
  return {
    service: 'ledger-withdrawals' as const,
    actorId: request.actorId,
    action: 'funds_adjust' as const,
    targetType: 'user' as const,
    targetId: request.userId,
    userId: request.userId,
    oldValue: formatUsd(toCents(entry.postBalanceCents - amount)),
    newValue: formatUsd(toCents(entry.postBalanceCents)),
    description: `${amount > 0n ? 'Funds added' : 'Funds deducted'}: ${formatUsd(request.amountCents)} (${entry.transactionNumber})`,
  };
}

/** The recipient's entry is the one that moved `amount` (the fund's moved the opposite). */
function adjustmentResult(result: PostingResult, amount: bigint): AdjustBalanceResult {
  const entry = result.entries.find((e) => e.amountCents === amount);
  if (!entry) throw new Error('Posting has no entry for the recipient');
  return { transaction: toTransactionView(entry), balanceCents: toCents(entry.postBalanceCents), replayed: result.replayed };
}
