import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCodes, TRANSACTION_SEARCH_MAX_LENGTH, isApiError, type ApiError } from '@portal/contracts/web';
import { getMeQueryOptions, useAuth, useServerText } from '@portal/web-core';
import { Field, QueryStatus, SearchField, SelectField } from '@portal/web-core/ui';
import { exportTransactionsCsv } from '../api/export-transactions';
import { useTransactions } from '../api/get-transactions';
import { transactionsErrorText } from '../utils/error-text';
import { CATEGORY_OPTIONS, EMPTY_FILTERS, TYPE_OPTIONS, isInvalidRange, type TransactionFilters } from '../utils/filters';
import { TransactionsTable } from './TransactionsTable';
import '../transactions.css';

/** Retrying does not help when the answer is "log in" or "KYC not approved". */
const retryable = (error: ApiError) => error.statusCode !== 401 && error.code !== ErrorCodes.kycNotApproved;

/**
 * Transaction History (spec 2 §2.6), shown for /dashboard?tab=transactions once KYC is approved.
 * Dates, type and category apply as soon as they change; the text search applies on Enter or Search.
 * The newest page comes first and "Load more" appends the next older one below it, as a bank statement
 * reads on: the rows already read stay where they are, and the whole history is reachable.
 */
export function TransactionHistory() {
  const { t } = useTranslation();
  const serverText = useServerText();
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
      setExportError(transactionsErrorText(error, t, serverText, t('transactions.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.pages.flatMap((page) => page.items);
  const more = list.hasNextPage;
  // A failed further page keeps the rows already shown (and says so below them); a failed first page is the error.
  const failed = list.isError && !list.isFetchNextPageError;
  const showsRows = !failed && !isInvalidRange(applied) && rows !== undefined;
  /** Fixed ids (one history per page): dsh-trx-from, -to, -type, -category, -q. */
  const fid = (name: string) => `dsh-trx-${name}`;

  return (
    <section className="card dsh-trx" aria-labelledby="dsh-tab-title">
      <div className="dsh-trx-head">
        <div className="dsh-trx-title">
          <h2 id="dsh-tab-title">{t('transactions.title')}</h2>
          {showsRows && (
            <span
              className="badge dsh-trx-count"
              data-testid="transactions-count"
              role="status"
              aria-label={more ? t('transactions.countMore', { shown: rows.length }) : t('transactions.count', { count: rows.length })}
            >
              {more ? `${rows.length}+` : rows.length}
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
          {exporting ? t('transactions.exporting') : t('transactions.exportCsv')}
        </button>
      </div>

      <form className="dsh-trx-filters" role="search" aria-label={t('transactions.filterLabel')} onSubmit={onSubmit} noValidate>
        <Field id={fid('from')} label={t('transactions.from')}>
          <input
            id={fid('from')}
            className="input"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => change('from', e.target.value)}
          />
        </Field>
        <Field id={fid('to')} label={t('transactions.to')}>
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
        <SelectField
          id={fid('type')}
          label={t('transactions.type')}
          value={draft.type}
          options={TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(type) => change('type', type)}
        />
        <SelectField
          id={fid('category')}
          label={t('transactions.category')}
          value={draft.category}
          options={CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(category) => change('category', category)}
        />
        <SearchField
          id={fid('q')}
          label={t('transactions.search')}
          maxLength={TRANSACTION_SEARCH_MAX_LENGTH}
          placeholder={t('transactions.searchPlaceholder')}
          value={draft.q}
          onChange={(q) => change('q', q)}
          className="dsh-trx-search"
        />
        <div className="dsh-trx-submit">
          <button type="submit" className="btn btn-primary">
            {t('transactions.search')}
          </button>
        </div>
        {invalidRange && (
          <p id={fid('range')} className="dsh-trx-range-error" role="alert">
            {t('transactions.invalidRange')}
          </p>
        )}
      </form>

      {exportError && (
        <div className="alert alert-error alert-row" role="alert">
          <span>{exportError}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setExportError(null)}>
            {t('common.dismiss')}
          </button>
        </div>
      )}

      {!authenticated ? (
        <div className="alert alert-error" role="alert">
          {t('transactions.loginRequired')}
        </div>
      ) : isInvalidRange(applied) ? null : rows === undefined || failed ? (
        <QueryStatus
          query={list}
          loading={t('transactions.loading')}
          errorText={(error) => transactionsErrorText(error, t, serverText)}
          retryable={retryable}
          retryLabel={t('common.retry')}
        />
      ) : (
        <>
          {list.isPlaceholderData && (
            <p className="dsh-muted dsh-trx-updating" role="status">
              {t('transactions.loading')}
            </p>
          )}
          <TransactionsTable rows={rows} busy={list.isPlaceholderData} />
          {list.isFetchNextPageError && (
            <div className="alert alert-error" role="alert">
              {transactionsErrorText(list.error, t, serverText, t('transactions.loadMoreFailed'))}
            </div>
          )}
          {more && (
            <div className="dsh-trx-more">
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage || list.isPlaceholderData}
                aria-busy={list.isFetchingNextPage || undefined}
              >
                {list.isFetchingNextPage ? t('transactions.loadingMore') : t('transactions.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
