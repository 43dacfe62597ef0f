import { WITHDRAWAL_FEES, WITHDRAWAL_STATUS_LABELS, type WithdrawalView } from '@portal/contracts/web';

/** The history's free-text filter: transaction number, method (code or label) or status (code or label). */
export function matchesWithdrawal(w: WithdrawalView, query: string): boolean {
  if (!query) return true;
  const needle = query.toLowerCase();
  return [w.transactionNumber, w.method, WITHDRAWAL_FEES[w.method]?.label ?? '', w.status, WITHDRAWAL_STATUS_LABELS[w.status]].some((s) =>
    s.toLowerCase().includes(needle),
  );
}
