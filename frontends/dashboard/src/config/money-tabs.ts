/** The money entries of the menu, opened in place with /dashboard?tab=<id> (spec 2 §2.1, §2.2). */
export type MoneyTab = 'withdraw' | 'transfer' | 'transactions';

/** label and title are catalogue keys (the menu entry, the view's heading). */
export const MONEY_TABS = [
  { id: 'withdraw', label: 'menu.withdraw', title: 'dashboard.tabWithdraw' },
  { id: 'transfer', label: 'menu.transfer', title: 'dashboard.tabTransfer' },
  { id: 'transactions', label: 'menu.transactions', title: 'dashboard.tabTransactions' },
] as const satisfies readonly { id: MoneyTab; label: string; title: string }[];

export function parseMoneyTab(value: string | null): MoneyTab | null {
  return MONEY_TABS.some((t) => t.id === value) ? (value as MoneyTab) : null;
}
