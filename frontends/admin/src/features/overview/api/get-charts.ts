import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

export const getAdminChartsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview', 'charts'],
    queryFn: ({ signal }) => api.call(Api.charts.admin, undefined, { signal }),
  });

export function useAdminCharts() {
  return useQuery(getAdminChartsQueryOptions());
}
