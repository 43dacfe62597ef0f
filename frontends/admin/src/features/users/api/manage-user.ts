import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type AccountStatus } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

function useRefreshingMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'grant-conflicts'] });
    },
  });
}

/** Activates or deactivates an account (a deactivated recipient is signed out). */
export function useSetUserActive() {
  return useRefreshingMutation(({ id, active }: { id: string; active: boolean }) => api.call(Api.adminUsers.setActive, { params: { id }, body: { active } }));
}

/** Approve All: the selected accounts' status at once. */
export function useBulkStatus() {
  return useRefreshingMutation(({ userIds, status }: { userIds: string[]; status: AccountStatus }) =>
    api.call(Api.adminUsers.bulkStatus, { body: { userIds, status } }),
  );
}

/** Deletes a recipient (refused by the server while their balance is not zero). */
export function useDeleteUser() {
  return useRefreshingMutation(({ id }: { id: string }) => api.call(Api.adminUsers.deleteUser, { params: { id } }));
}
