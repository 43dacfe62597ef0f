import { centsToDecimalString, type GrantBudgetView } from '@portal/contracts';
import { csvField } from '../transactions/csv.js';

export const GRANT_BUDGET_CSV_HEADER = ['GRANT', 'LINE', 'ORIGINAL', 'BUDGET', 'SPENT', 'COMMITTED', 'REMAINING', 'FLAGGED PAYMENTS', 'MODE'];

/** A grant's budget against actual as CSV, one row per line (RFC 4180, formula-safe like the other exports). */
export function grantBudgetCsv(budget: GrantBudgetView): string {
  const lines = budget.lines.map((l) =>
    [
      budget.title,
      l.line,
      centsToDecimalString(l.originalCents),
      centsToDecimalString(l.budgetCents),
      centsToDecimalString(l.spentCents),
      centsToDecimalString(l.committedCents),
      centsToDecimalString(l.remainingCents),
      String(l.flaggedCount),
      budget.mode,
    ]
      .map(csvField)
      .join(','),
  );
  return [GRANT_BUDGET_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
