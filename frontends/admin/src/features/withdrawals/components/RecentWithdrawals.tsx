import { useMemo, useState } from 'react';
import { Link } from '@portal/web-core/router';
import { QueryStatus, SearchField } from '@portal/web-core/ui';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { useStatusFlow } from '../hooks/use-status-flow';
import { withdrawalsLoadFailed } from '../utils/load-failed';
import { matchesTransactionNumber } from '../utils/match-transaction';
import { WithdrawalsTable } from './WithdrawalsTable';

const RECENT = 5;

/**
 * The Financial tab's withdrawal list (spec 2 §2.9), each row with a status dropdown: the most recent ones,
 * or every withdrawal whose transaction number matches the search (status changes happen here; the
 * management page at /admin/withdrawals is read-only).
 */
export function RecentWithdrawals() {
  const withdrawals = useAdminWithdrawals();
  const flow = useStatusFlow();
  const [query, setQuery] = useState('');
  const q = query.trim();
  const rows = useMemo(() => {
    const all = withdrawals.data ?? [];
    return q ? all.filter((w) => matchesTransactionNumber(w, q)) : all.slice(0, RECENT);
  }, [withdrawals.data, q]);
  const caption = q ? 'Withdrawals matching the search, each with its status' : `Withdrawals to act on: the ${RECENT} most recent, each with its status`;
  return (
    <>
      <div className="adm-section-head adm-subsection">
        <h3 className="adm-subhead">Withdrawals</h3>
        <Link to="/admin/withdrawals">Manage all withdrawals</Link>
      </div>
      <div className="adm-filters" role="search" aria-label="Withdrawals">
        <SearchField label="Find a withdrawal by transaction number" placeholder="Search TRX number" value={query} onChange={setQuery} />
      </div>
      {flow.feedback}
      <QueryStatus query={withdrawals} loading="Loading withdrawals…" errorText={withdrawalsLoadFailed} />
      {withdrawals.data && rows.length === 0 && <p className="adm-empty">{q ? 'No withdrawals match the search.' : 'No withdrawals yet.'}</p>}
      {rows.length > 0 && <WithdrawalsTable rows={rows} flow={flow} caption={caption} />}
      {flow.dialog}
    </>
  );
}
