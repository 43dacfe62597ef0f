import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** Every withdrawal (all statuses, newest first); the pages filter them. */
export const getAdminWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'withdrawals'] as const,
    queryFn: ({ signal }) => api.call(Api.admin.withdrawals, undefined, { signal }),
  });

export function useAdminWithdrawals() {
  return useQuery(getAdminWithdrawalsQueryOptions());
}
