import { Inject, Injectable } from '@nestjs/common';
import { BUDGET_LINE_EXCEEDED, BudgetMessages, type BudgetLine } from '@portal/contracts';
import { rpcError } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { toCents } from '../ledger/transaction.mapper.js';
import { checkBudget } from './budget-check.js';
import { BudgetRepository } from './budget.repository.js';

/** A payment above its line's remaining under a blocking budget: refused, nothing moved. */
export class BudgetLineExceededError extends Error {
  constructor(
    readonly line: BudgetLine,
    readonly neededCents: bigint,
    readonly remainingCents: bigint,
  ) {
    super(BudgetMessages.lineExceeded(line, toCents(neededCents), toCents(remainingCents)));
    this.name = 'BudgetLineExceededError';
  }

  /** The answer to the payer: the line and the amounts in the message, code BUDGET_LINE_EXCEEDED. */
  toRpcError(statusCode: 400 | 409) {
    return rpcError(statusCode, BUDGET_LINE_EXCEEDED, this.message);
  }
}

/**
 * Counts an outgoing payment against its budget line inside the payment's own transaction, before it posts:
 * it takes the grant's row lock (so two payments of one recipient are checked one after the other on committed
 * sums, and a reallocation or a new budget waits for them), reads the line's spent and committed from the
 * ledger, and refuses (block) or flags (warn) a payment above the remaining.
 */
@Injectable()
export class BudgetGuard {
  constructor(@Inject(BudgetRepository) private readonly budgets: BudgetRepository) {}

  /** Whether the payment is flagged; throws BudgetLineExceededError when a blocking budget refuses it. `grantLocked`: the caller holds the grant's lock. */
  async charge(tx: Db, userId: string, line: BudgetLine, paidCents: bigint, { grantLocked = false } = {}): Promise<{ flagged: boolean }> {
    const grant = grantLocked ? await this.budgets.grantOf(userId, tx) : await this.budgets.lockGrantOf(userId, tx);
    if (!grant) return { flagged: false };
    const lines = await this.budgets.lines(grant.id, tx);
    if (lines.length === 0) return { flagged: false };
    const budget = lines.find((l) => l.line === line);
    const actual = (await this.budgets.actuals(userId, tx)).get(line);
    const check = checkBudget(
      { budgetCents: budget?.budgetCents ?? 0n, spentCents: actual?.spentCents ?? 0n, committedCents: actual?.committedCents ?? 0n },
      grant.budgetMode,
      paidCents,
    );
    if (check.outcome === 'refused') throw new BudgetLineExceededError(line, paidCents, check.remainingCents);
    return { flagged: check.outcome === 'flagged' };
  }
}
