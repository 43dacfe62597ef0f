import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** The admin test page: the caller's session as the gateway verified it and the administrators. */
export const getAdminSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system', 'session'] as const,
    queryFn: ({ signal }) => api.call(Api.adminSystem.session, undefined, { signal }),
  });

export function useAdminSession() {
  return useQuery(getAdminSessionQueryOptions());
}
