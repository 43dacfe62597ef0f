import { NavLink } from 'react-router-dom';

export function WithdrawalTabs() {
  return (
    <nav className="mny-tabs" aria-label="Withdrawals">
      <NavLink to="/withdrawals/new">New Withdrawal</NavLink>
      <NavLink to="/withdrawals/history">History</NavLink>
    </nav>
  );
}
