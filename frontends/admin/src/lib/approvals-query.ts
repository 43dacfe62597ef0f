import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, ApprovalMessages, type CreateApprovalBody } from '@portal/contracts/web';
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

/** Whether the ledger refused a direct move for four eyes (the same 409 and message for every reason). */
export function isFourEyesRefusal(error: unknown, thresholdCents: number | undefined): error is Error {
  return (
    thresholdCents !== undefined &&
    error instanceof Error &&
    (error as { statusCode?: number }).statusCode === 409 &&
    error.message === ApprovalMessages.required(thresholdCents)
  );
}

/** Asks a second admin to approve a large grant award, fund adjustment or tranche release; nothing moves until then. */
export function useRequestApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApprovalBody) => api.call(Api.admin.createApproval, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY });
    },
  });
}
