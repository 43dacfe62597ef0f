import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Api,
  type ApiError,
  type GrantBudgetView,
  type ReallocationView,
  type ReviewResult,
  type SetBudgetBody,
  type TrancheView,
} from '@portal/contracts/web';
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

/** A reviewer's decision on a submitted progress report; the comment is required to request changes or reject. */
export type ReportReview = { reportId: string; decision: 'approve' | 'changes' | 'reject'; comment: string };

/** Approve (releasing the milestone's tranche once), request changes, or reject a submitted report. */
export function useReviewReport(userId: string) {
  const client = useQueryClient();
  return useMutation<ReviewResult, ApiError, ReportReview>({
    mutationFn: ({ reportId, decision, comment }) => {
      const params = { id: reportId };
      if (decision === 'approve') return api.call(Api.admin.approveGrantReport, { params });
      const route = decision === 'changes' ? Api.admin.requestGrantReportChanges : Api.admin.rejectGrantReport;
      return api.call(route, { params, body: { comment } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'grant', userId] }),
  });
}

/** Release a due tranche (its date reached, its milestone approved, its spend rule met). */
export function useReleaseTranche(userId: string) {
  const client = useQueryClient();
  return useMutation<TrancheView, ApiError, string>({
    mutationFn: (trancheId) => api.call(Api.admin.releaseGrantTranche, { params: { id: trancheId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'grant', userId] }),
  });
}
