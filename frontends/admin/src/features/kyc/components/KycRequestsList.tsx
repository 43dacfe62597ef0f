import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import {
  Api,
  KYC_ADMIN_FETCH_LIMIT,
  KYC_ADMIN_PAGE_SIZE,
  KYC_ADMIN_SEARCH_DEBOUNCE_MS,
  KycAdminMessages,
  type KycBulkAction,
  type KycRequestView,
  type KycStatus,
} from '@portal/contracts/web';
import { formatDateTime, useMayCall } from '@portal/web-core';
import { QueryStatus, SearchField, DataTable } from '@portal/web-core/ui';
import { failureText } from '../../../lib/failure-text';
import { useKycRequests } from '../api/kyc-queries';
import { KycBulkDialog } from './KycBulkDialog';
import { KycReviewDialog } from './KycReviewDialog';
import { KycStatusBadge } from './KycStatusBadge';

function matches(request: KycRequestView, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [request.fullName, request.email, request.accountNumber, request.grantAwardNumber].some((v) => v.toLowerCase().includes(needle));
}

/**
 * The KYC requests: the latest KYC_ADMIN_FETCH_LIMIT of a status, searched as you type (debounced) by
 * name, e-mail, account or grant number, KYC_ADMIN_PAGE_SIZE per page, with a review dialog per row and
 * bulk actions on the selected rows.
 */
export function KycRequestsList() {
  const mayBulk = useMayCall(Api.adminKyc.bulk);
  const [status, setStatus] = useState<KycStatus | 'all'>('pending');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebounce(search.trim(), KYC_ADMIN_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reviewing, setReviewing] = useState<KycRequestView | null>(null);
  const [bulkAction, setBulkAction] = useState<KycBulkAction | null>(null);
  const query = useKycRequests(status === 'all' ? undefined : status);

  const filtered = useMemo(() => (query.data ?? []).filter((r) => matches(r, debouncedSearch)), [query.data, debouncedSearch]);
  const pages = Math.max(1, Math.ceil(filtered.length / KYC_ADMIN_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = filtered.slice(current * KYC_ADMIN_PAGE_SIZE, (current + 1) * KYC_ADMIN_PAGE_SIZE);
  const selectedRows = filtered.filter((r) => selected.has(r.userId));
  const allOnPageSelected = rows.length > 0 && rows.every((r) => selected.has(r.userId));

  const toggle = (userId: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  const togglePage = () =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const r of rows) {
        if (allOnPageSelected) next.delete(r.userId);
        else next.add(r.userId);
      }
      return next;
    });

  return (
    <>
      <div className="adm-filters">
        <label className="field">
          <span className="label">KYC status</span>
          <select
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as KycStatus | 'all');
              setPage(0);
              setSelected(new Set());
            }}
          >
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
            <option value="all">All</option>
          </select>
        </label>
        <SearchField
          label="Search KYC requests"
          placeholder="Name, e-mail, account or grant number"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </div>
      {mayBulk && (
        <div className="adm-actions" role="group" aria-label="Bulk actions">
          <span className="muted">{selectedRows.length} selected</span>
          <button type="button" className="btn btn-sm btn-primary" disabled={selectedRows.length === 0} onClick={() => setBulkAction('approved')}>
            Approve Selected
          </button>
          <button type="button" className="btn btn-sm btn-danger" disabled={selectedRows.length === 0} onClick={() => setBulkAction('rejected')}>
            Reject Selected
          </button>
          <button type="button" className="btn btn-sm btn-outline" disabled={selectedRows.length === 0} onClick={() => setBulkAction('reset')}>
            Reset Selected to Pending
          </button>
        </div>
      )}
      <QueryStatus
        query={query}
        loading="Loading KYC requests…"
        errorText={(error) => failureText(KycAdminMessages.loadFailed, error, KycAdminMessages.loadError)}
      />
      {query.data && (
        <>
          <DataTable
            label="KYC requests"
            columns={[
              {
                label: 'Select',
                header: <input type="checkbox" aria-label="Select all on this page" checked={allOnPageSelected} onChange={togglePage} />,
              },
              'Recipient',
              'Account',
              'Grant number',
              'KYC status',
              'Submitted',
              'Documents',
              { label: 'Review', hideLabel: true },
            ]}
            rows={rows}
            empty={debouncedSearch ? 'No KYC requests match your search.' : 'No KYC requests.'}
            renderRow={(r) => (
              <tr key={r.userId}>
                <td>
                  <input type="checkbox" aria-label={`Select ${r.fullName}`} checked={selected.has(r.userId)} onChange={() => toggle(r.userId)} />
                </td>
                <td>
                  <div>{r.fullName}</div>
                  <div className="muted">{r.email}</div>
                </td>
                <td>{r.accountNumber}</td>
                <td>{r.grantAwardNumber}</td>
                <td>
                  <KycStatusBadge status={r.kycStatus} />
                </td>
                <td>{r.document ? formatDateTime(r.document.submittedAt) : '—'}</td>
                <td>{r.documentCount}</td>
                <td>
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => setReviewing(r)} aria-label={`Review ${r.fullName}`}>
                    Review
                  </button>
                </td>
              </tr>
            )}
          />
          <div className="adm-actions">
            <span className="muted">
              {filtered.length} of {query.data.length} shown (the latest {KYC_ADMIN_FETCH_LIMIT} are loaded) · page {current + 1} of {pages}
            </span>
            <button type="button" className="btn btn-sm btn-outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
              Previous
            </button>
            <button type="button" className="btn btn-sm btn-outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
              Next
            </button>
          </div>
        </>
      )}
      {reviewing && <KycReviewDialog request={reviewing} onClose={() => setReviewing(null)} />}
      {bulkAction && (
        <KycBulkDialog
          action={bulkAction}
          requests={selectedRows}
          onClose={() => setBulkAction(null)}
          onDone={(succeeded) =>
            setSelected((previous) => {
              const next = new Set(previous);
              for (const id of succeeded) next.delete(id);
              return next;
            })
          }
        />
      )}
    </>
  );
}
