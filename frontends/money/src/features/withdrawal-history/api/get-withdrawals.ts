import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api, useAuth } from '@portal/web-core';
import { WITHDRAWALS_QUERY_KEY } from '../../../config/query-keys';

/** The recipient's withdrawals, newest first. */
export const getWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: [...WITHDRAWALS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => api.call(Api.withdrawals.list, undefined, { signal }),
    staleTime: 10_000,
  });

export function useWithdrawals() {
  const { authenticated } = useAuth();
  return useQuery({ ...getWithdrawalsQueryOptions(), enabled: authenticated });
}
