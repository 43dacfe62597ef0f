import type { BudgetMode } from '@portal/contracts';

/** What a payment does to its line: fits, is let through flagged (warn), or is refused (block). Without a budget it always fits. */
export type BudgetCheck = { outcome: 'fits' } | { outcome: 'flagged'; remainingCents: bigint } | { outcome: 'refused'; remainingCents: bigint };

/** remaining = the line's current budget − spent − committed; a payment of more than that crosses the line. */
export function checkBudget(
  line: { budgetCents: bigint; spentCents: bigint; committedCents: bigint } | null,
  mode: BudgetMode,
  paidCents: bigint,
): BudgetCheck {
  if (!line) return { outcome: 'fits' };
  const remainingCents = line.budgetCents - line.spentCents - line.committedCents;
  if (paidCents <= remainingCents) return { outcome: 'fits' };
  return mode === 'block' ? { outcome: 'refused', remainingCents } : { outcome: 'flagged', remainingCents };
}
