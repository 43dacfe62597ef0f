import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api, useAuth } from '@portal/web-core';
import { isInvalidRange, normaliseFilters, transactionsQuery, type TransactionFilters } from '../utils/filters';

/** The recipient's transactions with the filters, newest first (up to TRANSACTIONS_MAX_LIMIT rows). */
export const getTransactionsQueryOptions = (filters: TransactionFilters) =>
  queryOptions({
    queryKey: ['transactions', 'list', normaliseFilters(filters)],
    queryFn: ({ signal }) => api.call(Api.me.transactions, { query: transactionsQuery(filters) }, { signal }),
    staleTime: 15_000,
    // A new filter keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useTransactions(filters: TransactionFilters) {
  const { authenticated } = useAuth();
  return useQuery({ ...getTransactionsQueryOptions(filters), enabled: authenticated && !isInvalidRange(filters) });
}
