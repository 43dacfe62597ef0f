import { WITHDRAWAL_STATUSES, type WithdrawalStatus, type WithdrawalView } from '@portal/contracts/web';

export interface WithdrawalTotals {
  count: number;
  totalCents: number;
}

/** Count and amount of all withdrawals and of each status, for the summary cards. */
export function summarizeWithdrawals(rows: WithdrawalView[]): WithdrawalTotals & { by: Record<WithdrawalStatus, WithdrawalTotals> } {
  const by = Object.fromEntries(WITHDRAWAL_STATUSES.map((s) => [s, { count: 0, totalCents: 0 }])) as Record<WithdrawalStatus, WithdrawalTotals>;
  let totalCents = 0;
  for (const w of rows) {
    by[w.status].count += 1;
    by[w.status].totalCents += w.amountCents;
    totalCents += w.amountCents;
  }
  return { by, count: rows.length, totalCents };
}
