import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** Four-eyes requests and the threshold: the approvals queue lists them, the money dialogs read the threshold. */
export const APPROVALS_QUERY_KEY = ['admin', 'approvals'] as const;

export const getApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: APPROVALS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(Api.admin.approvals, { query: {} }, { signal }),
  });

export function useApprovals() {
  return useQuery(getApprovalsQueryOptions());
}

/** The four-eyes threshold in cents (undefined until the approvals list has loaded). */
export function useFourEyesThreshold(): number | undefined {
  return useQuery({ ...getApprovalsQueryOptions(), select: (list) => list.thresholdCents }).data;
}
