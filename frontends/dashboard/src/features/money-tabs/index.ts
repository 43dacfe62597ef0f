export { MoneyTabView } from './MoneyTabView';
export { MONEY_TABS, parseMoneyTab } from './tabs';
export type { MoneyTab } from './tabs';
