import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api, type AccountStatus } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

/** Recipients with an account status, newest first. */
export const getUsersQueryOptions = (status: AccountStatus) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, status],
    queryFn: ({ signal }) => api.call(Api.admin.users, { query: { status } }, { signal }),
  });

export function useUsers(status: AccountStatus) {
  return useQuery(getUsersQueryOptions(status));
}
