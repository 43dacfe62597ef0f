export { ProjectPaymentForm } from './components/ProjectPaymentForm';
export { PaymentHistory } from './components/PaymentHistory';
