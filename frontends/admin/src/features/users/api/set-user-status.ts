import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type AccountStatus, type StoredProfile } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

export interface UserStatusChange {
  user: StoredProfile;
  status: AccountStatus;
}

/** Approves or rejects a recipient's account; every user list is read again afterwards. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, status }: UserStatusChange) => api.call(Api.admin.setUserStatus, { params: { id: user.id }, body: { status } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'grant-conflicts'] });
    },
  });
}
