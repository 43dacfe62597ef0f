/** The money entries of the menu, opened in place with /dashboard?tab=<id> (spec 2 §2.1, §2.2). */
export type MoneyTab = 'withdraw' | 'transfer' | 'transactions';

export const MONEY_TABS: readonly { id: MoneyTab; label: string; title: string }[] = [
  { id: 'withdraw', label: 'Withdraw', title: 'Withdraw' },
  { id: 'transfer', label: 'Transfer', title: 'Money Transfer' },
  { id: 'transactions', label: 'Transactions', title: 'Transaction History' },
];

export function parseMoneyTab(value: string | null): MoneyTab | null {
  return MONEY_TABS.some((t) => t.id === value) ? (value as MoneyTab) : null;
}
