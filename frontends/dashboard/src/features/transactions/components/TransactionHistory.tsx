import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCodes, TRANSACTION_SEARCH_MAX_LENGTH, TRANSACTIONS_MAX_LIMIT, isApiError, type ApiError } from '@portal/contracts';
import { getMeQueryOptions, useAuth } from '@portal/web-core';
import { Field, QueryStatus, SearchField } from '@portal/web-core/ui';
import { exportTransactionsCsv } from '../api/export-transactions';
import { useTransactions } from '../api/get-transactions';
import { transactionsErrorText } from '../utils/error-text';
import { CATEGORY_OPTIONS, EMPTY_FILTERS, TYPE_OPTIONS, isInvalidRange, type TransactionFilters } from '../utils/filters';
import { TransactionMessages } from '../utils/messages';
import { TransactionsTable } from './TransactionsTable';
import '../transactions.css';

/** Retrying does not help when the answer is "log in" or "KYC not approved". */
const retryable = (error: ApiError) => error.statusCode !== 401 && error.code !== ErrorCodes.kycNotApproved;

/**
 * Transaction History (spec 2 §2.6), shown for /dashboard?tab=transactions once KYC is approved.
 * Dates, type and category apply as soon as they change; the text search applies on Enter or Search.
 */
export function TransactionHistory() {
  const { authenticated } = useAuth();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TransactionFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<TransactionFilters>(EMPTY_FILTERS);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useTransactions(applied);
  const invalidRange = isInvalidRange(draft);

  // A 403 KYC_NOT_APPROVED means the profile on screen is out of date: reload it, so that the
  // dashboard switches to its restricted view when the KYC is no longer approved.
  const kycRefused = isApiError(list.error, ErrorCodes.kycNotApproved);
  useEffect(() => {
    if (kycRefused) void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
  }, [kycRefused, queryClient]);

  /** Dates and selects apply at once; typed search text waits for Enter or the Search button. */
  const change = <K extends keyof TransactionFilters>(key: K, value: TransactionFilters[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // An emptied search box (typed away or cleared with its × button) no longer filters either.
    if (key !== 'q' || value === '') setApplied((a) => ({ ...a, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    // Searching again with unchanged filters still reloads the list.
    if (JSON.stringify(draft) === JSON.stringify(applied)) void list.refetch();
  };

  const onExport = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await exportTransactionsCsv(applied);
    } catch (error) {
      setExportError(transactionsErrorText(error, TransactionMessages.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data;
  const showsRows = !list.isError && !isInvalidRange(applied) && rows !== undefined;
  /** Fixed ids (one history per page): dsh-trx-from, -to, -type, -category, -q. */
  const fid = (name: string) => `dsh-trx-${name}`;

  return (
    <section className="card dsh-trx" aria-labelledby="dsh-tab-title">
      <div className="dsh-trx-head">
        <div className="dsh-trx-title">
          <h2 id="dsh-tab-title">{TransactionMessages.title}</h2>
          {showsRows && (
            <span className="badge dsh-trx-count" data-testid="transactions-count" role="status" aria-label={`${rows.length} transactions`}>
              {rows.length}
            </span>
          )}
        </div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => void onExport()}
          disabled={exporting || !authenticated || isInvalidRange(applied)}
          aria-busy={exporting || undefined}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      <form className="dsh-trx-filters" role="search" aria-label="Filter transactions" onSubmit={onSubmit} noValidate>
        <Field id={fid('from')} label="From">
          <input
            id={fid('from')}
            className="input"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => change('from', e.target.value)}
          />
        </Field>
        <Field id={fid('to')} label="To">
          <input
            id={fid('to')}
            className="input"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            aria-invalid={invalidRange || undefined}
            aria-describedby={invalidRange ? fid('range') : undefined}
            onChange={(e) => change('to', e.target.value)}
          />
        </Field>
        <Field id={fid('type')} label="Type">
          <select id={fid('type')} className="select" value={draft.type} onChange={(e) => change('type', e.target.value as TransactionFilters['type'])}>
            {TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fid('category')} label="Category">
          <select
            id={fid('category')}
            className="select"
            value={draft.category}
            onChange={(e) => change('category', e.target.value as TransactionFilters['category'])}
          >
            {CATEGORY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <SearchField
          id={fid('q')}
          label="Search"
          maxLength={TRANSACTION_SEARCH_MAX_LENGTH}
          placeholder={TransactionMessages.searchPlaceholder}
          value={draft.q}
          onChange={(q) => change('q', q)}
          className="dsh-trx-search"
        />
        <div className="dsh-trx-submit">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
        {invalidRange && (
          <p id={fid('range')} className="dsh-trx-range-error" role="alert">
            {TransactionMessages.invalidRange}
          </p>
        )}
      </form>

      {exportError && (
        <div className="alert alert-error alert-row" role="alert">
          <span>{exportError}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setExportError(null)}>
            Dismiss
          </button>
        </div>
      )}

      {!authenticated ? (
        <div className="alert alert-error" role="alert">
          {TransactionMessages.loginRequired}
        </div>
      ) : isInvalidRange(applied) ? null : rows === undefined || list.isError ? (
        <QueryStatus query={list} loading={TransactionMessages.loading} errorText={transactionsErrorText} retryable={retryable} />
      ) : (
        <>
          {list.isPlaceholderData && (
            <p className="dsh-muted dsh-trx-updating" role="status">
              {TransactionMessages.loading}
            </p>
          )}
          <TransactionsTable rows={rows} busy={list.isPlaceholderData} />
          {rows.length >= TRANSACTIONS_MAX_LIMIT && (
            <p className="dsh-muted dsh-trx-limit">Showing the latest {TRANSACTIONS_MAX_LIMIT} transactions. Narrow the filters to see older ones.</p>
          )}
        </>
      )}
    </section>
  );
}
