import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type RouteInput } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

export type AdjustFundsInput = { userId: string } & RouteInput<typeof Api.admin.adjustFunds>['body'];

/** Adds or deducts funds (ADMIN_ADD / ADMIN_DEDUCT); answers the transaction and the new balance. */
export function useAdjustFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: AdjustFundsInput) => api.call(Api.admin.adjustFunds, { params: { id: userId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
