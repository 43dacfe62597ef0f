import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { BudgetLine, BudgetMode, ReallocationStatus } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';

/** What the ledger counts against one line: completed payments (spent), pending ones (committed), and how many were flagged. */
export interface LineActual {
  line: BudgetLine;
  spentCents: bigint;
  committedCents: bigint;
  flaggedCount: number;
}

export interface BudgetGrant {
  id: string;
  userId: string;
  title: string;
  totalCents: bigint;
  budgetMode: BudgetMode;
}

/** Grant budgets: lines and reallocations, and budget against actual read from the ledger. */
@Injectable()
export class BudgetRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work, { timeout: 20_000, maxWait: 60_000 });
  }

  async grantOf(userId: string, tx: Db = this.db): Promise<BudgetGrant | null> {
    const grant = await tx.grant.findUnique({ where: { userId }, select: { id: true, userId: true, title: true, totalCents: true, budgetMode: true } });
    return grant && { ...grant, budgetMode: grant.budgetMode as BudgetMode };
  }

  /** Locks the recipient's grant row (the lock every spending and budget change of the grant takes first); null without a grant. */
  async lockGrantOf(userId: string, tx: Db): Promise<BudgetGrant | null> {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM grants WHERE user_id = ${userId}::uuid FOR UPDATE`;
    return rows.length ? this.grantOf(userId, tx) : null;
  }

  lines(grantId: string, tx: Db = this.db) {
    return tx.grantBudgetLine.findMany({ where: { grantId } });
  }

  /** Replaces the grant's lines (original and current alike) and its mode. */
  async setLines(grantId: string, lines: Record<BudgetLine, number>, mode: BudgetMode, tx: Db): Promise<void> {
    await tx.grantBudgetLine.deleteMany({ where: { grantId } });
    await tx.grantBudgetLine.createMany({
      data: Object.entries(lines).map(([line, cents]) => ({ grantId, line, originalCents: BigInt(cents), budgetCents: BigInt(cents) })),
    });
    await tx.grant.update({ where: { id: grantId }, data: { budgetMode: mode } });
  }

  /** Moves `amount` of the current budget from one line to another (the original stays); false when `from` has less. */
  async moveBudget(grantId: string, from: BudgetLine, to: BudgetLine, amount: bigint, tx: Db): Promise<boolean> {
    const { count } = await tx.grantBudgetLine.updateMany({
      where: { grantId, line: from, budgetCents: { gte: amount } },
      data: { budgetCents: { decrement: amount }, updatedAt: new Date() },
    });
    if (count !== 1) return false;
    await tx.grantBudgetLine.upsert({
      where: { grantId_line: { grantId, line: to } },
      create: { grantId, line: to, originalCents: 0n, budgetCents: amount },
      update: { budgetCents: { increment: amount }, updatedAt: new Date() },
    });
    return true;
  }

  /**
   * Budget against actual, read from the ledger: every outgoing posting of the recipient's account that carries a
   * budget line, with what left the account (amount and fee). It is committed while its payout is pending, spent
   * once sent (or at once for a transfer within the platform), and counts no more once a return posting names it.
   */
  async actuals(userId: string, tx: Db = this.db): Promise<Map<BudgetLine, LineActual>> {
    const rows = await tx.$queryRaw<{ line: BudgetLine; spent: bigint; committed: bigint; flagged: number }[]>`
      WITH acct AS (SELECT id FROM ledger_accounts WHERE user_id = ${userId}::uuid),
           outgoing AS (
             SELECT p.id, p.kind, p.budget_line, p.budget_flagged, -SUM(e.amount_cents) AS paid
               FROM ledger_entries e JOIN postings p ON p.id = e.posting_id
              WHERE e.account_id = (SELECT id FROM acct) AND p.budget_line IS NOT NULL AND p.budget_of IS NULL
              GROUP BY p.id),
           stated AS (
             SELECT o.*, CASE
                 WHEN EXISTS (SELECT 1 FROM postings r WHERE r.budget_of = o.id AND r.kind LIKE '%\\_returned') THEN 'released'
                 WHEN o.kind = 'transfer_internal' OR EXISTS (SELECT 1 FROM postings s WHERE s.budget_of = o.id) THEN 'spent'
                 ELSE 'committed' END AS state
               FROM outgoing o)
      SELECT budget_line AS line,
             COALESCE(SUM(paid) FILTER (WHERE state = 'spent'), 0)::bigint AS spent,
             COALESCE(SUM(paid) FILTER (WHERE state = 'committed'), 0)::bigint AS committed,
             COUNT(*) FILTER (WHERE budget_flagged AND state <> 'released')::int AS flagged
        FROM stated GROUP BY budget_line`;
    return new Map(rows.map((r) => [r.line, { line: r.line, spentCents: r.spent, committedCents: r.committed, flaggedCount: r.flagged }]));
  }

  /** The outgoing posting of `key` (its id and line), which a payout or a return finishes. */
  postingByKey(key: string, tx: Db): Promise<{ id: string; budgetLine: string | null } | null> {
    return tx.posting.findUnique({ where: { idempotencyKey: key }, select: { id: true, budgetLine: true } });
  }

  postingById(id: string, tx: Db): Promise<{ id: string; budgetLine: string | null } | null> {
    return tx.posting.findUnique({ where: { id }, select: { id: true, budgetLine: true } });
  }

  reallocations(grantId: string, tx: Db = this.db) {
    return tx.grantBudgetReallocation.findMany({ where: { grantId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  createReallocation(
    grantId: string,
    r: { fromLine: BudgetLine; toLine: BudgetLine; amountCents: number; reason: string; requestedBy: string },
    tx: Db = this.db,
  ) {
    return tx.grantBudgetReallocation.create({
      data: {
        id: randomUUID(),
        grantId,
        fromLine: r.fromLine,
        toLine: r.toLine,
        amountCents: BigInt(r.amountCents),
        reason: r.reason,
        requestedBy: r.requestedBy,
      },
    });
  }

  /** Locks a reallocation request; null when there is none. */
  async lockReallocation(id: string, tx: Db) {
    const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM grant_budget_reallocations WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length ? tx.grantBudgetReallocation.findUnique({ where: { id }, include: { grant: true } }) : null;
  }

  decide(id: string, status: Exclude<ReallocationStatus, 'pending'>, comment: string | null, actorId: string, tx: Db) {
    return tx.grantBudgetReallocation.update({ where: { id }, data: { status, comment, decidedBy: actorId, decidedAt: new Date() } });
  }
}
