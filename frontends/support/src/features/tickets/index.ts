export { NewTicketForm } from './components/NewTicketForm';
export { TicketList } from './components/TicketList';
