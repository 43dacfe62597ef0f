import type { WithdrawalView } from '@portal/contracts/web';

/** Whether a withdrawal's transaction number contains the admin's search (trimmed, any case; empty matches all). */
export function matchesTransactionNumber(withdrawal: Pick<WithdrawalView, 'transactionNumber'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || withdrawal.transactionNumber.toLowerCase().includes(q);
}
