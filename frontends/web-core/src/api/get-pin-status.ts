import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { useAuth } from '../auth/use-auth';
import { api } from './client';

/** Whether the recipient has a transaction PIN and until when it is locked (read fresh each time). */
export const getPinStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['pin'] as const,
    queryFn: ({ signal }) => api.call(Api.pin.status, undefined, { signal }),
    staleTime: 0,
  });

export function usePinStatus() {
  const { authenticated } = useAuth();
  return useQuery({ ...getPinStatusQueryOptions(), enabled: authenticated });
}
