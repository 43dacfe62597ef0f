import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** The System page's numbers, refreshed every 10 seconds while the page is open. */
export const getSystemReportQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system'] as const,
    queryFn: ({ signal }) => api.call(Api.adminSystem.report, undefined, { signal }),
    refetchInterval: 10_000,
  });

export function useSystemReport() {
  return useQuery(getSystemReportQueryOptions());
}
