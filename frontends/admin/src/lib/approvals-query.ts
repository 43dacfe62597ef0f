import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api, needsSecondApproval } from '@portal/contracts';
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

/** Whether a grant award or fund adjustment of this amount must be requested from a second admin (four-eyes). */
export function useNeedsSecondApproval(amountCents: number): boolean {
  const threshold = useQuery({ ...getApprovalsQueryOptions(), select: (list) => list.thresholdCents }).data;
  return threshold !== undefined && needsSecondApproval(amountCents, threshold);
}
