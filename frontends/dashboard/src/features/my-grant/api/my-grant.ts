import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type ApiError, type GrantScheduleView, type ReportView, type SubmitReportBody } from '@portal/contracts/web';
import { api, retryUnlessClientError, useAuth } from '@portal/web-core';

export const myGrantKeys = { all: ['my-grant'] as const };

/** GET /api/grant: the recipient's grant with its tranches, milestones and reports (null without a grant). */
export function useMyGrant() {
  const { authenticated } = useAuth();
  return useQuery<GrantScheduleView | null, ApiError>({
    queryKey: myGrantKeys.all,
    queryFn: ({ signal }) => api.call(Api.grant.mine, undefined, { signal }),
    enabled: authenticated,
    staleTime: 10_000,
    retry: retryUnlessClientError,
  });
}

/** POST /api/grant/milestones/:id/report: a milestone's first report, or its revision after changes were requested. */
export function useSubmitReport(milestoneId: string) {
  const client = useQueryClient();
  return useMutation<ReportView, ApiError, SubmitReportBody>({
    mutationFn: (body) => api.call(Api.grant.submitReport, { params: { id: milestoneId }, body }),
    // The drafts it named now belong to the new version.
    onSuccess: () => client.invalidateQueries({ queryKey: myGrantKeys.all }),
  });
}
