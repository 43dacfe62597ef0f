import { Inject, Injectable } from '@nestjs/common';
import {
  BUDGET_LINES,
  BudgetMessages,
  budgetLines,
  formatUsd,
  type BudgetLine,
  type GrantBudgetView,
  type ReallocationStatus,
  type ReallocationView,
  type RpcIn,
} from '@portal/contracts';
import { RpcErrors, recordAdminAction } from '@portal/service-kit';
import type { GrantBudgetReallocation } from '../generated/prisma/client.js';
import type { Db } from '../prisma/prisma.service.js';
import { toCents } from '../ledger/transaction.mapper.js';
import { BudgetRepository, type BudgetGrant } from './budget.repository.js';

export function toReallocationView(r: GrantBudgetReallocation): ReallocationView {
  return {
    id: r.id,
    fromLine: r.fromLine as BudgetLine,
    toLine: r.toLine as BudgetLine,
    amountCents: toCents(r.amountCents),
    reason: r.reason,
    status: r.status as ReallocationStatus,
    comment: r.comment,
    requestedAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Grant budgets: staff set the lines (adding up to the award total) and the mode, the recipient asks to move an
 * amount between lines, staff decide. Budget against actual is read from the ledger (BudgetRepository.actuals).
 * A reallocation needs no second admin: no money moves and the total stays; the recipient asks and an admin
 * decides, so two people are involved already.
 */
@Injectable()
export class GrantBudgetService {
  constructor(@Inject(BudgetRepository) private readonly budgets: BudgetRepository) {}

  async view({ userId }: RpcIn<'grantBudget'>, tx?: Db): Promise<GrantBudgetView | null> {
    const grant = await this.budgets.grantOf(userId, tx);
    return grant ? this.viewOf(grant, tx) : null;
  }

  private async viewOf(grant: BudgetGrant, tx?: Db): Promise<GrantBudgetView> {
    const [lines, actuals, reallocations] = await Promise.all([
      this.budgets.lines(grant.id, tx),
      this.budgets.actuals(grant.userId, tx),
      this.budgets.reallocations(grant.id, tx),
    ]);
    return {
      grantId: grant.id,
      title: grant.title,
      totalCents: toCents(grant.totalCents),
      budgetSet: lines.length > 0,
      mode: grant.budgetMode,
      lines: BUDGET_LINES.map((line) => {
        const budget = lines.find((l) => l.line === line);
        const actual = actuals.get(line);
        const budgetCents = budget?.budgetCents ?? 0n;
        const spent = actual?.spentCents ?? 0n;
        const committed = actual?.committedCents ?? 0n;
        return {
          line,
          originalCents: toCents(budget?.originalCents ?? 0n),
          budgetCents: toCents(budgetCents),
          spentCents: toCents(spent),
          committedCents: toCents(committed),
          remainingCents: toCents(budgetCents - spent - committed),
          flaggedCount: actual?.flaggedCount ?? 0,
        };
      }),
      reallocations: reallocations.map(toReallocationView),
    };
  }

  /** Sets the lines (original and current) and the mode, under the grant's lock; the lines must add up to the award total. */
  async set({ userId, actorId, lines, mode }: RpcIn<'grantBudgetSet'>): Promise<GrantBudgetView> {
    return this.budgets.transaction(async (tx) => {
      const grant = await this.budgets.lockGrantOf(userId, tx);
      if (!grant) throw RpcErrors.notFound(BudgetMessages.noGrant);
      const { amounts, problem } = budgetLines(lines, toCents(grant.totalCents));
      if (problem) throw RpcErrors.validation(problem);
      const before = await this.budgets.lines(grant.id, tx);
      await this.budgets.setLines(grant.id, amounts, mode, tx);
      await recordAdminAction(tx, {
        service: 'ledger-withdrawals',
        actorId,
        action: 'grant_budget_set',
        targetType: 'grant',
        targetId: grant.id,
        userId,
        oldValue: before.length ? `${grant.budgetMode}: ${describe(before.map((l) => [l.line, l.budgetCents]))}` : null,
        newValue: `${mode}: ${describe(Object.entries(amounts).map(([line, cents]) => [line, BigInt(cents)]))}`,
        description: `Budget of ${grant.title} (${formatUsd(toCents(grant.totalCents))}) set, ${mode === 'block' ? 'blocking' : 'warning on'} payments above a line`,
      });
      return this.viewOf({ ...grant, budgetMode: mode }, tx);
    });
  }

  async requestReallocation({ userId, fromLine, toLine, amountCents, reason }: RpcIn<'grantReallocationRequest'>): Promise<ReallocationView> {
    if (fromLine === toLine) throw RpcErrors.validation(BudgetMessages.sameLine);
    const note = reason.trim();
    if (!note) throw RpcErrors.validation(BudgetMessages.reasonRequired);
    const grant = await this.budgets.grantOf(userId);
    if (!grant) throw RpcErrors.notFound(BudgetMessages.noGrant);
    if ((await this.budgets.lines(grant.id)).length === 0) throw RpcErrors.conflict(BudgetMessages.noBudget);
    return toReallocationView(await this.budgets.createReallocation(grant.id, { fromLine, toLine, amountCents, reason: note, requestedBy: userId }));
  }

  /**
   * Decides a pending request under its row lock and the grant's (so two admins decide it once, and no payment
   * is checked against a half-moved budget). Approval moves the current budget only when the source line still
   * has that much left after what was spent and committed against it.
   */
  async decide({ reallocationId, actorId, decision, comment }: RpcIn<'grantReallocationDecide'>): Promise<ReallocationView> {
    const note = comment?.trim() || null;
    if (decision === 'rejected' && !note) throw RpcErrors.validation(BudgetMessages.commentRequired);
    return this.budgets.transaction(async (tx) => {
      const request = await this.budgets.lockReallocation(reallocationId, tx);
      if (!request) throw RpcErrors.notFound(BudgetMessages.reallocationNotFound);
      if (request.status !== 'pending') throw RpcErrors.conflict(BudgetMessages.reallocationDecided);
      await this.budgets.lockGrantOf(request.grant.userId, tx);
      const from = request.fromLine as BudgetLine;
      if (decision === 'approved') {
        const line = (await this.budgets.lines(request.grantId, tx)).find((l) => l.line === from);
        const actual = (await this.budgets.actuals(request.grant.userId, tx)).get(from);
        const remaining = (line?.budgetCents ?? 0n) - (actual?.spentCents ?? 0n) - (actual?.committedCents ?? 0n);
        if (remaining < request.amountCents || !(await this.budgets.moveBudget(request.grantId, from, request.toLine as BudgetLine, request.amountCents, tx))) {
          throw RpcErrors.conflict(BudgetMessages.reallocationExceedsLine(from, toCents(remaining)));
        }
      }
      const decided = await this.budgets.decide(reallocationId, decision, note, actorId, tx);
      await recordAdminAction(tx, {
        service: 'ledger-withdrawals',
        actorId,
        action: decision === 'approved' ? 'grant_reallocation_approve' : 'grant_reallocation_reject',
        targetType: 'grant_reallocation',
        targetId: reallocationId,
        userId: request.grant.userId,
        oldValue: 'pending',
        newValue: decision,
        description:
          `Reallocation of ${formatUsd(toCents(request.amountCents))} from ${from} to ${request.toLine} in ${request.grant.title}: ${decision}${note ? `: ${note}` : ''}`.slice(
            0,
            1000,
          ),
      });
      return toReallocationView(decided);
    });
  }
}

function describe(lines: Array<[string, bigint]>): string {
  return lines
    .filter(([, cents]) => cents > 0n)
    .map(([line, cents]) => `${line} ${formatUsd(toCents(cents))}`)
    .join(', ');
}
