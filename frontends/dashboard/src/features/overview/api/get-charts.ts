import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api, CHART_DEFAULT_DAYS } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** The recipient's chart figures; under the dashboard's key, so whatever refreshes the dashboard refreshes them. */
export const getChartsQueryOptions = (days: number = CHART_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: ['dashboard', 'charts', days] as const,
    queryFn: ({ signal }) => api.call(Api.charts.recipient, { query: { days } }, { signal }),
    staleTime: 15_000,
  });

export function useCharts(days?: number) {
  return useQuery(getChartsQueryOptions(days));
}
