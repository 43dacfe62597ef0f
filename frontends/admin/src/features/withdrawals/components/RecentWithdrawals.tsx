import { Link } from 'react-router-dom';
import { QueryStatus } from '@portal/web-core/ui';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { useStatusFlow } from '../hooks/use-status-flow';
import { withdrawalsLoadFailed } from '../utils/load-failed';
import { WithdrawalsTable } from './WithdrawalsTable';

const RECENT = 5;

/** The most recent withdrawals with a status dropdown each, and a link to all of them. */
export function RecentWithdrawals() {
  const withdrawals = useAdminWithdrawals();
  const flow = useStatusFlow();
  const recent = (withdrawals.data ?? []).slice(0, RECENT);
  return (
    <>
      <div className="adm-section-head adm-subsection">
        <h3 className="adm-subhead">Withdrawals</h3>
        <Link to="/admin/withdrawals">Manage all withdrawals</Link>
      </div>
      {flow.feedback}
      <QueryStatus query={withdrawals} loading="Loading withdrawals…" errorText={withdrawalsLoadFailed} />
      {withdrawals.data && recent.length === 0 && <p className="adm-empty">No withdrawals yet.</p>}
      {recent.length > 0 && <WithdrawalsTable rows={recent} flow={flow} caption={`Withdrawals to act on: the ${RECENT} most recent, each with its status`} />}
      {flow.dialog}
    </>
  );
}
