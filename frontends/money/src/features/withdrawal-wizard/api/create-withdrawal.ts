import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type RouteInput } from '@portal/contracts/web';
import { api, getDashboardQueryOptions, getPinStatusQueryOptions } from '@portal/web-core';
import { WITHDRAWALS_QUERY_KEY } from '../../../config/query-keys';

export type CreateWithdrawalBody = RouteInput<typeof Api.withdrawals.create>['body'];

/** Creates a withdrawal (PIN-confirmed, idempotent by its key); the balance, limits, history and PIN status are read again after it. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWithdrawalBody) => api.call(Api.withdrawals.create, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getPinStatusQueryOptions().queryKey });
    },
  });
}
