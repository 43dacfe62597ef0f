import { Inject, Injectable } from '@nestjs/common';
import { GrantMessages, adminPostingKey, formatUsd, type GrantView, type OpenGrantRequest } from '@portal/contracts';
import { RpcErrors, recordAdminAction } from '@portal/service-kit';
import { LedgerRepository, SYSTEM_ACCOUNTS } from '../ledger/ledger.repository.js';
import { post, IdempotencyKeyReusedError } from '../ledger/posting-engine.js';
import { GrantsRepository } from './grants.repository.js';
import {
  directExposure,
  fourEyesRequired,
  FourEyesRequiredError,
  refuseAboveWindow,
  refuseGrantWithoutAdmin,
  refuseWithoutSecondApproval,
} from '../ledger/four-eyes.js';
import type { Db } from '../prisma/prisma.service.js';
import { toGrantView } from './grant.mapper.js';

@Injectable()
export class GrantsService {
  constructor(
    @Inject(GrantsRepository) private readonly grants: GrantsRepository,
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
  ) {}

  /**
   * Opens the recipient's grant and pays its total in from the fund, in one transaction. An admin's award is
   * four-eyes checked (a single amount above the threshold, then the window's sums under the recipient account's
   * lock) and keyed in the admin's namespace; a seed's (no admin) is not.
   */
  async open(request: OpenGrantRequest): Promise<GrantView> {
    refuseGrantWithoutAdmin(request.actorId);
    refuseWithoutSecondApproval(request.actorId, request.totalCents);
    const actorId = request.actorId;
    const idempotencyKey = actorId ? adminPostingKey(actorId, request.idempotencyKey) : request.idempotencyKey;
    try {
      const opened = await this.ledger.transaction(async (tx) => {
        if (actorId) {
          const accountId = await this.ledger.ensureRecipientAccount(request.userId, tx);
          const fundId = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.grantFunding, tx);
          await refuseAboveWindow(tx, [accountId, fundId], accountId, idempotencyKey, directExposure(actorId, request.totalCents, true));
        }
        return this.openIn(tx, { ...request, idempotencyKey });
      });
      return opened.grant;
    } catch (error) {
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      if (error instanceof FourEyesRequiredError) throw fourEyesRequired(error.limitCents);
      throw error;
    }
  }

  /** Opens the grant inside `tx`: one balanced posting from the fund; a second grant for the same recipient is refused. */
  async openIn(tx: Db, request: OpenGrantRequest): Promise<{ grant: GrantView; transactionNumber: string }> {
    const accountId = await this.ledger.ensureRecipientAccount(request.userId, tx);
    const fundId = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.grantFunding, tx);
    const amount = BigInt(request.totalCents);
    const result = await post(tx, {
      idempotencyKey: request.idempotencyKey,
      kind: 'grant_disbursement',
      description: `Grant disbursement: ${request.title}`,
      reference: 'GRANT',
      actorId: request.actorId,
      lines: [
        { accountId, amountCents: amount, category: 'grant', description: `Grant disbursement: ${request.title}` },
        { accountId: fundId, amountCents: -amount, category: 'grant', description: `Grant paid to ${request.userId}` },
      ],
    });
    // The posting above locked the recipient's account row, so a concurrent award waits here and then sees this grant.
    const existing = await this.grants.findByUser(request.userId, tx);
    if (existing && !result.replayed) throw RpcErrors.conflict(GrantMessages.alreadyAwarded);
    const grant =
      existing ??
      (await this.grants.create(
        { userId: request.userId, title: request.title, totalCents: amount, startDate: new Date(`${request.startDate}T00:00:00Z`) },
        tx,
      ));
    const account = await this.ledger.accountById(accountId, tx);
    const entry = result.entries.find((e) => e.accountId === accountId);
    if (!result.replayed && request.actorId) {
      await recordAdminAction(tx, {
        service: 'ledger-withdrawals',
        actorId: request.actorId,
        action: 'grant_award',
        targetType: 'grant',
        targetId: grant.id,
        userId: request.userId,
        newValue: formatUsd(request.totalCents),
        description: `Grant awarded: ${request.title} from ${request.startDate} (${entry?.transactionNumber ?? ''})`,
      });
    }
    return { grant: toGrantView(grant, account.balanceCents), transactionNumber: entry?.transactionNumber ?? '' };
  }
}
