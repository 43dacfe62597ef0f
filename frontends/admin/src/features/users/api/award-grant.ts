import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api, type RouteInput } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

export type AwardGrantInput = { userId: string } & RouteInput<typeof Api.admin.awardGrant>['body'];

/** Awards a recipient's grant: the total is paid in from the fund; answers the grant with the new balance. */
export function useAwardGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: AwardGrantInput) => api.call(Api.admin.awardGrant, { params: { id: userId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
