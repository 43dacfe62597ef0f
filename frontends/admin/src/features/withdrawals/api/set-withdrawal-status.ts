import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type ManualWithdrawalStatus, type WithdrawalView } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_MONEY_QUERY_KEY, ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';
import { getAdminWithdrawalsQueryOptions } from './get-admin-withdrawals';

export interface StatusChange {
  withdrawal: WithdrawalView;
  status: ManualWithdrawalStatus;
  message?: string;
}

/** Moves a withdrawal to another status; the answer replaces its row in the cached list. */
export function useSetWithdrawalStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = getAdminWithdrawalsQueryOptions();
  return useMutation({
    mutationFn: ({ withdrawal, status, message }: StatusChange) =>
      api.call(Api.admin.setWithdrawalStatus, { params: { id: withdrawal.id }, body: message ? { status, message } : { status } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, (list) =>
        list?.map((w) => (w.id === updated.id ? { ...updated, user: w.user, grantTitle: w.grantTitle, balanceCents: w.balanceCents } : w)),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
      // A failed withdrawal returns money to the recipient's balance.
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_MONEY_QUERY_KEY });
    },
  });
}
