import { Inject, Injectable } from '@nestjs/common';
import { GrantScheduleMessages, RecipientStandingMessages, Rpc, formatUsd, mayReceiveCredits, type ReportStatus, type TrancheView } from '@portal/contracts';
import { RpcCallError, RpcClient, RpcErrors, recordAdminAction } from '@portal/service-kit';
import { publishTrancheReleased } from './events/grant-schedule.events.js';
import { directExposure, fourEyesRequired, FourEyesRequiredError, refuseAboveWindow, refuseWithoutSecondApproval } from '../ledger/four-eyes.js';
import { LedgerRepository, SYSTEM_ACCOUNTS } from '../ledger/ledger.repository.js';
import { IdempotencyKeyReusedError, post } from '../ledger/posting-engine.js';
import { databaseErrorMentions } from '../prisma/database-errors.js';
import type { Db } from '../prisma/prisma.service.js';
import { isoDate, toTrancheView } from './schedule.mapper.js';
import { ScheduleRepository, type GrantWithSchedule } from './schedule.repository.js';
import { releaseBlock, type ReleaseBlock, type TrancheFacts } from './tranche-status.js';

/** The posting key of a tranche's release: one posting per tranche, ever (unique in postings and in grant_tranches). */
export const tranchePostingKey = (trancheId: string) => `tranche:${trancheId}`;

const BLOCK_MESSAGES: Record<Exclude<ReleaseBlock, 'spend'>, string> = {
  released: GrantScheduleMessages.alreadyReleased,
  rejected: GrantScheduleMessages.conditionNotMet,
  condition: GrantScheduleMessages.conditionNotMet,
  date: GrantScheduleMessages.notDue,
};

/**
 * Releases tranches: under the tranche's row lock, then the grant's, then the accounts' (the order every
 * grant-touching posting takes), checks its condition, date and spend rule, the four-eyes rules by exposure for
 * the releasing admin, and writes one balanced posting from the fund keyed by the tranche, in the caller's
 * transaction. The grant's released total cannot pass the award total (a table check).
 */
@Injectable()
export class TrancheReleaser {
  constructor(
    @Inject(ScheduleRepository) private readonly schedules: ScheduleRepository,
    @Inject(LedgerRepository) private readonly ledger: LedgerRepository,
    @Inject(RpcClient) private readonly rpc: RpcClient,
  ) {}

  /** Runs `work` in one transaction and answers the four-eyes and key refusals as the ledger's other moves do. */
  async run<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.schedules.transaction(work);
    } catch (error) {
      if (error instanceof FourEyesRequiredError) throw fourEyesRequired(error.limitCents);
      if (error instanceof IdempotencyKeyReusedError) throw RpcErrors.conflict(error.message);
      // PostgreSQL's check_violation: a release beyond the award total.
      if (databaseErrorMentions(error, '23514', 'grants_released_within_total')) throw RpcErrors.conflict(GrantScheduleMessages.scheduleExceedsTotal);
      throw error;
    }
  }

  /** What decides the tranche's status, read from the grant (and, for a spend rule, the recipient's spending). */
  async facts(grant: GrantWithSchedule, trancheId: string, tx?: Db): Promise<TrancheFacts> {
    const index = grant.tranches.findIndex((t) => t.id === trancheId);
    const tranche = grant.tranches[index];
    if (!tranche) throw new Error(`Tranche ${trancheId} is not in grant ${grant.id}`);
    const milestone = tranche.milestoneId ? grant.milestones.find((m) => m.id === tranche.milestoneId) : undefined;
    const previous = index > 0 ? grant.tranches[index - 1] : undefined;
    let spendRule: TrancheFacts['spendRule'] = null;
    if (tranche.minSpentPercent !== null && !tranche.releasedAt && previous) {
      const previousReleased = previous.releasePostingKey !== null;
      spendRule = {
        percent: tranche.minSpentPercent,
        previousAmountCents: previous.amountCents,
        previousReleased,
        spentCents: previousReleased ? await this.schedules.spentSince(grant.userId, previous.releasePostingKey!, tx) : 0n,
      };
    }
    return {
      released: tranche.releasedAt !== null,
      plannedDate: isoDate(tranche.plannedDate),
      milestone: tranche.milestoneId ? { reportStatus: (milestone?.report?.status as ReportStatus | undefined) ?? null } : null,
      spendRule,
    };
  }

  /**
   * Releases the tranche when it may be. On a report's approval (`requireDue` false) a tranche already released
   * or withheld by its spend rule is left as it is (null); an admin's release (`requireDue` true) is refused then.
   * `secondApproval`: a four-eyes request approved by a second admin releases it, past the four-eyes checks.
   */
  async releaseIn(
    tx: Db,
    trancheId: string,
    actorId: string,
    { requireDue, secondApproval = false }: { requireDue: boolean; secondApproval?: boolean },
  ): Promise<TrancheView | null> {
    if (!(await this.schedules.lockTranche(trancheId, tx))) throw RpcErrors.notFound(GrantScheduleMessages.trancheNotFound);
    const found = await this.schedules.trancheWithGrant(trancheId, tx);
    if (!found) throw RpcErrors.notFound(GrantScheduleMessages.trancheNotFound);
    const { grant, ...tranche } = found;
    const facts = await this.facts(grant, trancheId, tx);
    const block = releaseBlock(facts, isoDate(new Date()));
    if (block !== null) {
      if (!requireDue) return null;
      throw RpcErrors.conflict(block === 'spend' ? GrantScheduleMessages.spendRuleNotMet(tranche.minSpentPercent ?? 0) : BLOCK_MESSAGES[block]);
    }
    const amount = tranche.amountCents;
    // A release a second admin approved (a four-eyes request) is past the checks that asked for it.
    if (!secondApproval) refuseWithoutSecondApproval(actorId, Number(amount));
    await this.refuseBlockedRecipient(grant.userId);
    await this.schedules.lockGrant(grant.id, tx);
    const key = tranchePostingKey(tranche.id);
    const accountId = await this.ledger.ensureRecipientAccount(grant.userId, tx);
    const fundId = await this.ledger.systemAccountId(SYSTEM_ACCOUNTS.grantFunding, tx);
    if (!secondApproval) await refuseAboveWindow(tx, [accountId, fundId], accountId, key, directExposure(actorId, Number(amount), true));
    const description = `Grant tranche ${tranche.number}: ${grant.title}`;
    const result = await post(tx, {
      idempotencyKey: key,
      kind: 'grant_disbursement',
      description,
      reference: `grant:${grant.id}`,
      actorId,
      lines: [
        { accountId, amountCents: amount, category: 'grant', description },
        { accountId: fundId, amountCents: -amount, category: 'grant', description: `Grant tranche ${tranche.number} paid to ${grant.userId}` },
      ],
    });
    const transactionNumber = result.entries.find((e) => e.accountId === accountId)?.transactionNumber ?? '';
    if (result.replayed || !(await this.schedules.markReleased(tranche, key, transactionNumber, actorId, tx))) {
      // The tranche's lock makes this unreachable; the posting key keeps the money from moving twice regardless.
      throw RpcErrors.conflict(GrantScheduleMessages.alreadyReleased);
    }
    await recordAdminAction(tx, {
      service: 'ledger-withdrawals',
      actorId,
      action: 'grant_tranche_release',
      targetType: 'grant_tranche',
      targetId: tranche.id,
      userId: grant.userId,
      oldValue: 'due',
      newValue: 'released',
      description: `${description}: ${formatUsd(Number(amount))} released (${transactionNumber})`,
    });
    const paid = { trancheId: tranche.id, userId: grant.userId, grantTitle: grant.title, number: tranche.number, amountCents: Number(amount) };
    await publishTrancheReleased(tx, { ...paid, transactionNumber });
    const [updated] = await tx.grantTranche.findMany({ where: { id: tranche.id } });
    return toTrancheView(updated!, 'released');
  }

  /** A tranche is paid only to a recipient who may still receive credits (asked of accounts-kyc, as an approved award is). */
  private async refuseBlockedRecipient(userId: string): Promise<void> {
    const profile = await this.rpc.call(Rpc.accountsGetProfile, { userId }).catch((error: unknown) => {
      if (error instanceof RpcCallError && error.body.statusCode === 404) return null;
      throw error;
    });
    if (!profile || !mayReceiveCredits(profile)) throw RpcErrors.conflict(RecipientStandingMessages.creditRefused);
  }
}
