import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => api.call(Api.adminUsers.overview, undefined, { signal }),
  });

export function useOverview() {
  return useQuery(getOverviewQueryOptions());
}
