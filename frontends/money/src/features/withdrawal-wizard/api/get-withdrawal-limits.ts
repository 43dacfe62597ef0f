import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api, useAuth } from '@portal/web-core';
import { WITHDRAWALS_QUERY_KEY } from '../../../config/query-keys';

/** The balance and the current quarter (amounts in cents); null without a grant. Read fresh each time. */
export const getWithdrawalLimitsQueryOptions = () =>
  queryOptions({
    queryKey: [...WITHDRAWALS_QUERY_KEY, 'limits'],
    queryFn: ({ signal }) => api.call(Api.withdrawals.limits, undefined, { signal }),
    staleTime: 0,
  });

export function useWithdrawalLimits() {
  const { authenticated } = useAuth();
  return useQuery({ ...getWithdrawalLimitsQueryOptions(), enabled: authenticated });
}
