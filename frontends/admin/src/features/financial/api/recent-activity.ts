import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_MONEY_QUERY_KEY } from '../../../config/query-keys';

export const getRecentActivityQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_MONEY_QUERY_KEY, 'recent'] as const,
    queryFn: ({ signal }) => api.call(Api.admin.recentActivity, undefined, { signal }),
  });

/** The newest transactions, transfers and withdrawals, named (one call; refreshed with the money lists after a status change). */
export function useRecentActivity() {
  return useQuery(getRecentActivityQueryOptions());
}
