import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Api, TRANSACTIONS_PAGE_DEFAULT } from '@portal/contracts/web';
import { api, useAuth } from '@portal/web-core';
import { isInvalidRange, normaliseFilters, transactionsQuery, type TransactionFilters } from '../utils/filters';

/**
 * The recipient's transactions with the filters, newest first, a page at a time: each further page continues
 * from the previous page's cursor (keyset), so rows never repeat or go missing while new ones arrive.
 */
export const getTransactionsQueryOptions = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: ['transactions', 'list', normaliseFilters(filters)],
    queryFn: ({ signal, pageParam }) =>
      api.call(Api.me.transactions, { query: { ...transactionsQuery(filters), limit: TRANSACTIONS_PAGE_DEFAULT, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 15_000,
    // A new filter keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useTransactions(filters: TransactionFilters) {
  const { authenticated } = useAuth();
  return useInfiniteQuery({ ...getTransactionsQueryOptions(filters), enabled: authenticated && !isInvalidRange(filters) });
}
