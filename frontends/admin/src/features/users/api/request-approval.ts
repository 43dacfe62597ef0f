import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type CreateApprovalBody } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { APPROVALS_QUERY_KEY } from '../../../lib/approvals-query';

/** Asks a second admin to approve a large grant award or fund adjustment; nothing moves until then. */
export function useRequestApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApprovalBody) => api.call(Api.admin.createApproval, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY });
    },
  });
}
