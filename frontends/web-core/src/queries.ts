import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { DashboardSummary, Profile } from '@portal/contracts';
import { Api, type PinStatus } from '@portal/contracts';
import { ApiError, api, apiFetch } from './api';
import { useAuth } from './auth';

export const queryKeys = {
  me: ['me'] as const,
  dashboard: ['dashboard'] as const,
  pin: ['pin'] as const,
  adminUsers: (status: string) => ['admin', 'users', status] as const,
};

/** Client errors (4xx) are answers, not glitches: do not retry them. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
}

type ExtraOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** GET /api/me: the signed-in user's profile (403 ACCOUNT_STATUS_BLOCKED when not approved). */
export function useMe(options: ExtraOptions<Profile> = {}) {
  const { authenticated, statusRecheckMs } = useAuth();
  return useQuery<Profile, ApiError>({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => apiFetch<Profile>('/api/me', { signal }),
    staleTime: Math.min(30_000, statusRecheckMs),
    // The account status re-check (every 5 minutes by default): a 403 ACCOUNT_STATUS_BLOCKED signs the user out.
    refetchInterval: statusRecheckMs,
    refetchIntervalInBackground: true,
    retry: retryUnlessClientError,
    ...options,
    enabled: authenticated && (options.enabled ?? true),
  });
}

/** GET /api/dashboard: balance in cents and the dashboard lists. */
export function useDashboard(options: ExtraOptions<DashboardSummary> = {}) {
  const { authenticated } = useAuth();
  return useQuery<DashboardSummary, ApiError>({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => apiFetch<DashboardSummary>('/api/dashboard', { signal }),
    staleTime: 15_000,
    retry: retryUnlessClientError,
    ...options,
    enabled: authenticated && (options.enabled ?? true),
  });
}

/** GET /api/pin: whether a transaction PIN is set and whether it is locked. */
export function usePinStatus(options: ExtraOptions<PinStatus> = {}) {
  const { authenticated } = useAuth();
  return useQuery<PinStatus, ApiError>({
    queryKey: queryKeys.pin,
    queryFn: ({ signal }) => api.call(Api.pin.status, undefined, { signal }),
    staleTime: 0,
    retry: retryUnlessClientError,
    ...options,
    enabled: authenticated && (options.enabled ?? true),
  });
}
