import { Inject, Injectable } from '@nestjs/common';
import { GrantMessages, adminPostingKey, budgetLines, formatUsd, scheduleTotalProblem, type GrantView, type OpenGrantRequest } from '@portal/contracts';
import { RpcErrors, recordAdminAction } from '@portal/service-kit';
import { LedgerRepository, SYSTEM_ACCOUNTS } from '../ledger/ledger.repository.js';
import { post, IdempotencyKeyReusedError, type PostedEntry } from '../ledger/posting-engine.js';
import { insertSchedule } from '../grant-schedule/schedule-writer.js';
import { BudgetRepository } from '../grant-budget/budget.repository.js';
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
    @Inject(BudgetRepository) private readonly budgets: BudgetRepository,
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
    const paidAtAward = amountAtAward(request);
    try {
      const opened = await this.ledger.transaction(async (tx) => {
        if (actorId && paidAtAward > 0) {
          const accountId = await this.ledger.ensureRecipientAccount(request.userId, tx);
          const fundId = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.grantFunding, tx);
          await refuseAboveWindow(tx, [accountId, fundId], accountId, idempotencyKey, directExposure(actorId, paidAtAward, true));
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

  /**
   * Opens the grant inside `tx`: what is paid at award (the whole total, or the first tranche of a schedule
   * that releases it at award) is one balanced posting from the fund; a second grant for the same recipient
   * is refused. A schedule's tranches must add up to the total.
   */
  async openIn(tx: Db, request: OpenGrantRequest): Promise<{ grant: GrantView; transactionNumber: string }> {
    const schedule = request.schedule;
    const problem = schedule ? scheduleTotalProblem(schedule, request.totalCents) : null;
    if (problem) throw RpcErrors.validation(problem);
    const budget = request.budget && budgetLines(request.budget.lines, request.totalCents);
    if (budget?.problem) throw RpcErrors.validation(budget.problem);
    const accountId = await this.ledger.ensureRecipientAccount(request.userId, tx);
    const paid = BigInt(amountAtAward(request));
    let entry: PostedEntry | undefined;
    let replayed: boolean;
    if (paid > 0n) {
      const fundId = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.grantFunding, tx);
      const result = await post(tx, {
        idempotencyKey: request.idempotencyKey,
        kind: 'grant_disbursement',
        description: `Grant disbursement: ${request.title}`,
        reference: 'GRANT',
        actorId: request.actorId,
        lines: [
          { accountId, amountCents: paid, category: 'grant', description: `Grant disbursement: ${request.title}` },
          { accountId: fundId, amountCents: -paid, category: 'grant', description: `Grant paid to ${request.userId}` },
        ],
      });
      entry = result.entries.find((e) => e.accountId === accountId);
      replayed = result.replayed;
    } else {
      // Nothing moves yet: the recipient account's row lock still orders concurrent awards, and the award's key finds a retry's grant.
      await tx.$queryRaw`SELECT 1 FROM ledger_accounts WHERE id = ${accountId}::uuid FOR UPDATE`;
      replayed = (await this.grants.findByUser(request.userId, tx))?.awardKey === request.idempotencyKey;
    }
    // The posting (or the lock) above holds the recipient's account row, so a concurrent award waits here and then sees this grant.
    const existing = await this.grants.findByUser(request.userId, tx);
    if (existing && !replayed) throw RpcErrors.conflict(GrantMessages.alreadyAwarded);
    let grant = existing;
    if (!grant) {
      grant = await this.grants.create(
        {
          userId: request.userId,
          title: request.title,
          totalCents: BigInt(request.totalCents),
          releasedCents: paid,
          awardKey: request.idempotencyKey,
          startDate: new Date(`${request.startDate}T00:00:00Z`),
        },
        tx,
      );
      await insertSchedule(tx, grant, schedule, {
        postingKey: request.idempotencyKey,
        transactionNumber: entry?.transactionNumber ?? null,
        actorId: request.actorId ?? null,
      });
      if (budget) await this.budgets.setLines(grant.id, budget.amounts, request.budget!.mode, tx);
    }
    const account = await this.ledger.accountById(accountId, tx);
    if (!replayed && request.actorId) {
      await recordAdminAction(tx, {
        service: 'ledger-withdrawals',
        actorId: request.actorId,
        action: 'grant_award',
        targetType: 'grant',
        targetId: grant.id,
        userId: request.userId,
        newValue: formatUsd(request.totalCents),
        description:
          `Grant awarded: ${request.title} from ${request.startDate} (${entry?.transactionNumber ?? ''})` +
          (schedule ? `; ${schedule.tranches.length} tranches, ${schedule.milestones.length} milestones, ${formatUsd(Number(paid))} paid at award` : ''),
      });
    }
    return { grant: toGrantView(grant, account.balanceCents), transactionNumber: entry?.transactionNumber ?? '' };
  }
}

/** What an award pays in at once: the whole total without a schedule, else the first tranche when it is released at award. */
export function amountAtAward(request: Pick<OpenGrantRequest, 'totalCents' | 'schedule'>): number {
  if (!request.schedule) return request.totalCents;
  const first = request.schedule.tranches[0];
  return first?.releaseAtAward ? first.amountCents : 0;
}
