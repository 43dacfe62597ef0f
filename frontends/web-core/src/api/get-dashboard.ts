import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { useAuth } from '../auth/use-auth';
import { api } from './client';

/** The recipient's dashboard figures: balance in cents and the dashboard lists. */
export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => api.call(Api.me.dashboard, undefined, { signal }),
    staleTime: 15_000,
  });

export function useDashboard() {
  const { authenticated } = useAuth();
  return useQuery({ ...getDashboardQueryOptions(), enabled: authenticated });
}
