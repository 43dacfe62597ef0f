import { Inject, Injectable } from '@nestjs/common';
import {
  AdminAdjustMessages,
  formatUsd,
  healMessage,
  type AdjustBalanceRequest,
  type AdjustBalanceResult,
  type RpcOut,
  type ListTransactionsRequestSchema,
  type TransactionView,
} from '@portal/contracts';
import { RpcErrors, recordAdminAction } from '@portal/service-kit';
import type { z } from 'zod';
import { LedgerRepository, SYSTEM_ACCOUNTS } from './ledger.repository.js';
import { post, InsufficientFundsError, IdempotencyKeyReusedError } from './posting-engine.js';
import { toCents, toTransactionView } from './transaction.mapper.js';
import { refuseWithoutSecondApproval } from './four-eyes.js';
import type { Db } from '../prisma/prisma.service.js';

@Injectable()
export class LedgerService {
  constructor(@Inject(LedgerRepository) private readonly ledger: LedgerRepository) {}

  /** The recipient's own transactions, newest first, optionally by type and date range (UTC days, inclusive). */
  async transactions(query: z.output<typeof ListTransactionsRequestSchema>): Promise<TransactionView[]> {
    const account = await this.ledger.recipientAccount(query.userId);
    if (!account) return [];
    const createdAt = {
      ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
      ...(query.to ? { lt: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
    };
    const rows = await this.ledger.entries(
      account.id,
      {
        ...(query.type === 'credit' ? { amountCents: { gt: 0 } } : query.type === 'debit' ? { amountCents: { lt: 0 } } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.q
          ? {
              OR: [
                { transactionNumber: { contains: query.q, mode: 'insensitive' as const } },
                { description: { contains: query.q, mode: 'insensitive' as const } },
                { reference: { contains: query.q, mode: 'insensitive' as const } },
              ],
            }
          : {}),
        ...(query.from || query.to ? { createdAt } : {}),
      },
      query.limit,
    );
    return rows.map(toTransactionView);
  }

  /** Admin add or deduct funds; a deduction may not take the balance below zero (admins: up to the four-eyes threshold). */
  async adjust(request: AdjustBalanceRequest): Promise<AdjustBalanceResult> {
    refuseWithoutSecondApproval(request.actorId, request.amountCents);
    try {
      return await this.ledger.transaction((tx) => this.adjustIn(tx, request));
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw RpcErrors.validation(AdminAdjustMessages.insufficientForDeduction);
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      throw error;
    }
  }

  /** The adjustment's one balanced posting (recipient against the fund) inside `tx`. */
  async adjustIn(tx: Db, request: AdjustBalanceRequest): Promise<AdjustBalanceResult> {
    const add = request.direction === 'add';
    const reference = `${add ? 'ADMIN_ADD' : 'ADMIN_DEDUCT'}_${Date.now()}`;
    const description = request.description ?? (add ? 'Funds added by administrator' : 'Funds deducted by administrator');
    const accountId = await this.ledger.ensureRecipientAccount(request.userId, tx);
    const fundId = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.grantFunding, tx);
    const amount = BigInt(request.amountCents) * (add ? 1n : -1n);
    const result = await post(tx, {
      idempotencyKey: request.idempotencyKey,
      kind: add ? 'admin_add' : 'admin_deduct',
      description,
      reference,
      actorId: request.actorId,
      lines: [
        { accountId, amountCents: amount, category: 'adjustment', description },
        { accountId: fundId, amountCents: -amount, category: 'adjustment', description: `${description} (${request.userId})` },
      ],
    });
    const entry = result.entries.find((e) => e.accountId === accountId);
    if (!entry) throw new Error('Posting has no entry for the recipient');
    if (!result.replayed) {
      await recordAdminAction(tx, {
        actorId: request.actorId,
        action: 'funds_adjust',
        targetType: 'user',
        targetId: request.userId,
        userId: request.userId,
        oldValue: formatUsd(toCents(entry.postBalanceCents - amount)),
        newValue: formatUsd(toCents(entry.postBalanceCents)),
        description: `${add ? 'Funds added' : 'Funds deducted'}: ${formatUsd(request.amountCents)} (${entry.transactionNumber})`,
      });
    }
    return { transaction: toTransactionView(entry), balanceCents: toCents(entry.postBalanceCents), replayed: result.replayed };
  }

  /** The admin's "fix duplicate transaction numbers" action, reporting each renumbered entry. */
  async healDuplicates(actorId?: string): Promise<RpcOut<'ledgerHealDuplicates'>> {
    const fixed = await this.ledger.renumberDuplicateTransactionNumbers(actorId);
    return { fixed, message: healMessage(fixed.length) };
  }
}
