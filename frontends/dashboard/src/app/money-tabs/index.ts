export { MoneyTabView } from './MoneyTabView';
