export { SendMoneyForm } from './components/SendMoneyForm';
export { TransferHistory } from './components/TransferHistory';
