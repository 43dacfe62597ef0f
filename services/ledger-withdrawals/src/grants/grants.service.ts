import { Inject, Injectable } from '@nestjs/common';
import {
  AdminAdjustMessages, type AdjustBalanceRequest, type AdjustBalanceResult, type GrantView, type OpenGrantRequest,
} from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
import { PrismaService } from '../prisma.service.js';
import { post, InsufficientFundsError, IdempotencyKeyReusedError } from '../ledger/posting-engine.js';
import { ensureRecipientAccount, systemAccountId, SYSTEM_ACCOUNTS } from '../ledger/accounts.repository.js';
import { toCents, toTransactionView } from '../ledger/transaction.mapper.js';
import type { Grant } from '../generated/prisma/client.js';

export function toGrantView(grant: Grant, balanceCents: bigint): GrantView {
  return {
    title: grant.title,
    totalCents: toCents(grant.totalCents),
    startDate: grant.startDate.toISOString().slice(0, 10),
    currentBalanceCents: toCents(balanceCents),
    quarterUsedCents: [toCents(grant.q1UsedCents), toCents(grant.q2UsedCents), toCents(grant.q3UsedCents), toCents(grant.q4UsedCents)],
  };
}

@Injectable()
export class GrantsService {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  /** Opens the recipient's grant and pays its total in from the fund, in one transaction. */
  async open(request: OpenGrantRequest): Promise<GrantView> {
    try {
      return await this.db.$transaction(async (tx) => {
        const accountId = await ensureRecipientAccount(tx, request.userId);
        const fundId = await systemAccountId(tx, SYSTEM_ACCOUNTS.grantFunding);
        const amount = BigInt(request.totalCents);
        const result = await post(tx, {
          idempotencyKey: request.idempotencyKey, kind: 'grant_disbursement', description: `Grant disbursement: ${request.title}`,
          reference: 'GRANT',
          lines: [
            { accountId, amountCents: amount, category: 'grant', description: `Grant disbursement: ${request.title}` },
            { accountId: fundId, amountCents: -amount, category: 'grant', description: `Grant paid to ${request.userId}` },
          ],
        });
        const existing = await tx.grant.findUnique({ where: { userId: request.userId } });
        if (existing && !result.replayed) throw RpcErrors.conflict('This recipient already has a grant');
        const grant = existing ?? await tx.grant.create({
          data: { userId: request.userId, title: request.title, totalCents: amount, startDate: new Date(`${request.startDate}T00:00:00Z`) },
        });
        const account = await tx.ledgerAccount.findUniqueOrThrow({ where: { id: accountId } });
        return toGrantView(grant, account.balanceCents);
      });
    } catch (error) {
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      throw error;
    }
  }

  /** Admin add or deduct funds; a deduction may not take the balance below zero. */
  async adjust(request: AdjustBalanceRequest): Promise<AdjustBalanceResult> {
    const add = request.direction === 'add';
    const reference = `${add ? 'ADMIN_ADD' : 'ADMIN_DEDUCT'}_${Date.now()}`;
    const description = request.description ?? (add ? 'Funds added by administrator' : 'Funds deducted by administrator');
    try {
      return await this.db.$transaction(async (tx) => {
        const accountId = await ensureRecipientAccount(tx, request.userId);
        const fundId = await systemAccountId(tx, SYSTEM_ACCOUNTS.grantFunding);
        const amount = BigInt(request.amountCents) * (add ? 1n : -1n);
        const result = await post(tx, {
          idempotencyKey: request.idempotencyKey, kind: add ? 'admin_add' : 'admin_deduct', description, reference,
          actorId: request.actorId,
          lines: [
            { accountId, amountCents: amount, category: 'adjustment', description },
            { accountId: fundId, amountCents: -amount, category: 'adjustment', description: `${description} (${request.userId})` },
          ],
        });
        const entry = result.entries.find((e) => e.accountId === accountId);
        if (!entry) throw new Error('Posting has no entry for the recipient');
        return { transaction: toTransactionView(entry), balanceCents: toCents(entry.postBalanceCents), replayed: result.replayed };
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw RpcErrors.validation(AdminAdjustMessages.insufficientForDeduction);
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      throw error;
    }
  }
}
