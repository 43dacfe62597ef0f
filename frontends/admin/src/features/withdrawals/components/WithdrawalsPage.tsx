import { useId, useMemo, useState } from 'react';
import { WITHDRAWAL_STATUSES, WITHDRAWAL_STATUS_LABELS, formatUsd, type WithdrawalStatus } from '@portal/contracts/web';
import { Field, QueryStatus, SearchField, usePageTitle } from '@portal/web-core/ui';
import { ADMIN_SITE_TITLE } from '../../../config/site';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { withdrawalsLoadFailed } from '../utils/load-failed';
import { matchesTransactionNumber } from '../utils/match-transaction';
import { summarizeWithdrawals } from '../utils/summarize';
import { WithdrawalDetailDialog } from './WithdrawalDetailDialog';
import { WithdrawalsTable } from './WithdrawalsTable';

type Filter = 'all' | WithdrawalStatus;

/**
 * /admin/withdrawals: summary cards, status and transaction-number filters, and the read-only list
 * (spec 2 §2.10 and §6: admins view withdrawals read-only here; status changes are on the Financial tab).
 */
export function WithdrawalsPage() {
  usePageTitle('Withdrawal Management', ADMIN_SITE_TITLE);
  const list = useAdminWithdrawals();
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const [detailId, setDetailId] = useState<string | null>(null);
  const statusId = useId();

  const rows = useMemo(() => list.data ?? [], [list.data]);
  const summary = useMemo(() => summarizeWithdrawals(rows), [rows]);
  const visible = useMemo(() => {
    return rows.filter((w) => (filter === 'all' || w.status === filter) && matchesTransactionNumber(w, query));
  }, [rows, filter, query]);
  const detail = detailId ? rows.find((w) => w.id === detailId) : undefined;

  return (
    <>
      <div className="adm-page-head">
        <h1>Withdrawal Management</h1>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching && !list.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>

      <section aria-label="Withdrawal summary" className="adm-cards">
        <div className="card adm-card" data-summary="all">
          <span className="adm-card-label">All withdrawals</span>
          <span className="adm-card-value">{list.data ? summary.count : list.isPending ? '…' : '—'}</span>
          <span className="adm-card-sub">{list.data ? formatUsd(summary.totalCents) : ''}</span>
        </div>
        {WITHDRAWAL_STATUSES.map((status) => (
          <div key={status} className={`card adm-card adm-card-${status}`} data-summary={status}>
            <span className="adm-card-label">{WITHDRAWAL_STATUS_LABELS[status]}</span>
            <span className="adm-card-value">{list.data ? summary.by[status].count : list.isPending ? '…' : '—'}</span>
            <span className="adm-card-sub">{list.data ? formatUsd(summary.by[status].totalCents) : ''}</span>
          </div>
        ))}
      </section>

      <section className="card adm-section" aria-labelledby="adm-wd-list-title">
        <div className="adm-section-head">
          <h2 id="adm-wd-list-title">Withdrawals</h2>
          {list.data && (
            <span className="adm-muted" aria-live="polite">
              {visible.length} of {rows.length} shown
            </span>
          )}
        </div>
        <div className="adm-filters" role="search">
          <Field id={statusId} label="Status">
            <select id={statusId} className="select" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
              <option value="all">All statuses</option>
              {WITHDRAWAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {WITHDRAWAL_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </Field>
          <SearchField label="Transaction number" placeholder="Search TRX number" value={query} onChange={setQuery} />
        </div>

        <QueryStatus query={list} loading="Loading withdrawals…" errorText={withdrawalsLoadFailed} />
        {list.data && rows.length === 0 && <p className="adm-empty">No withdrawals yet.</p>}
        {list.data && rows.length > 0 && visible.length === 0 && <p className="adm-empty">No withdrawals match the filters.</p>}
        {visible.length > 0 && <WithdrawalsTable rows={visible} caption="Withdrawals, newest first" onDetails={(w) => setDetailId(w.id)} />}
      </section>
      {detail && <WithdrawalDetailDialog withdrawal={detail} onClose={() => setDetailId(null)} />}
    </>
  );
}
