import type { ReportStatus, TrancheStatus } from '@portal/contracts';

/** What decides a tranche's status, read under the tranche's lock when it is released. */
export interface TrancheFacts {
  released: boolean;
  /** YYYY-MM-DD */
  plannedDate: string;
  /** Whether the tranche waits for a milestone's report, and that report's status (null: none submitted). */
  milestone: { reportStatus: ReportStatus | null } | null;
  /** The spend rule: at least `percent` % of the previous tranche spent since it was released. */
  spendRule: { percent: number; previousAmountCents: bigint; previousReleased: boolean; spentCents: bigint } | null;
}

/** Why a tranche may not be released yet (null: it is due). */
export type ReleaseBlock = 'released' | 'rejected' | 'condition' | 'date' | 'spend';

/**
 * A tranche with a milestone is released on its report's approval (whatever its planned date); one without is
 * due from its planned date. Either way, a spend rule holds it back (withheld) until enough of the previous
 * tranche was spent, and a rejected report withholds it for good.
 */
export function releaseBlock(facts: TrancheFacts, today: string): ReleaseBlock | null {
  if (facts.released) return 'released';
  if (facts.milestone) {
    if (facts.milestone.reportStatus === 'rejected') return 'rejected';
    if (facts.milestone.reportStatus !== 'approved') return 'condition';
  } else if (facts.plannedDate > today) {
    return 'date';
  }
  if (facts.spendRule && !spendRuleMet(facts.spendRule)) return 'spend';
  return null;
}

export function spendRuleMet(rule: NonNullable<TrancheFacts['spendRule']>): boolean {
  if (!rule.previousReleased) return false;
  // Whole cents only: spent × 100 ≥ percent × previous amount.
  return rule.spentCents * 100n >= BigInt(rule.percent) * rule.previousAmountCents;
}

export function trancheStatus(facts: TrancheFacts, today: string): TrancheStatus {
  const block = releaseBlock(facts, today);
  if (block === null) return 'due';
  if (block === 'released') return 'released';
  if (block === 'rejected' || block === 'spend') return 'withheld';
  return 'scheduled';
}
