import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { APPROVALS_QUERY_KEY } from '../../../lib/approvals-query';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

export type Decision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** Approves (the money moves now) or rejects (with a reason) a four-eyes request. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.approve
        ? api.call(Api.admin.approveApproval, { params: { id: decision.id } })
        : api.call(Api.admin.rejectApproval, { params: { id: decision.id }, body: { reason: decision.reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
