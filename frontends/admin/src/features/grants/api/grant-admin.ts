import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type GrantBudgetView, type ReallocationView, type SetBudgetBody } from '@portal/contracts/web';
import { api, saveFile } from '@portal/web-core';

const keys = {
  schedule: (userId: string) => ['admin', 'grant', userId, 'schedule'] as const,
  budget: (userId: string) => ['admin', 'grant', userId, 'budget'] as const,
};

/** A recipient's tranche schedule with every tranche's status (null without a grant). */
export function useGrantSchedule(userId: string) {
  return useQuery({ queryKey: keys.schedule(userId), queryFn: ({ signal }) => api.call(Api.admin.grantSchedule, { params: { id: userId } }, { signal }) });
}

/** A recipient's budget against actual per line, with the reallocation requests (null without a grant). */
export function useGrantBudget(userId: string) {
  return useQuery({ queryKey: keys.budget(userId), queryFn: ({ signal }) => api.call(Api.admin.grantBudget, { params: { id: userId } }, { signal }) });
}

/** PUT the budget lines and mode; the answer replaces the shown budget. */
export function useSetBudget(userId: string) {
  const client = useQueryClient();
  return useMutation<GrantBudgetView, ApiError, SetBudgetBody>({
    mutationFn: (body) => api.call(Api.admin.setGrantBudget, { params: { id: userId }, body }),
    onSuccess: (budget) => client.setQueryData(keys.budget(userId), budget),
  });
}

/** Approve, or reject with a comment, a pending reallocation. */
export function useDecideReallocation(userId: string) {
  const client = useQueryClient();
  return useMutation<ReallocationView, ApiError, { id: string; decision: 'approve' | 'reject'; comment: string }>({
    mutationFn: ({ id, decision, comment }) =>
      decision === 'approve'
        ? api.call(Api.admin.approveReallocation, { params: { id } })
        : api.call(Api.admin.rejectReallocation, { params: { id }, body: { comment } }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.budget(userId) }),
  });
}

/** Downloads the budget against actual as CSV. */
export async function exportBudgetCsv(userId: string): Promise<void> {
  saveFile(await api.call(Api.admin.grantBudgetCsv, { params: { id: userId } }), 'grant-budget.csv');
}
