import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Api, type AdminUserFilter } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

export interface DirectoryQuery {
  filter: AdminUserFilter;
  search: string;
  page: number;
}

/** One page of the Users tab, filtered and searched on the server, with balances from the ledger. */
export const getDirectoryQueryOptions = ({ filter, search, page }: DirectoryQuery) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'directory', filter, search, page],
    queryFn: ({ signal }) => api.call(Api.adminUsers.directory, { query: { filter, search: search || undefined, page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useDirectory(query: DirectoryQuery) {
  return useQuery(getDirectoryQueryOptions(query));
}
