import { useQuery } from '@tanstack/react-query';
import type { KycOverview, KycStatus } from '@portal/contracts';
import { apiFetch, retryUnlessClientError, type ApiError } from '@portal/web-core';

export const kycQueryKeys = {
  all: ['kyc'] as const,
  /** Keyed by the profile's status, so a status change (submission, review) reads the latest document again. */
  overview: (status: KycStatus | undefined) => ['kyc', 'overview', status ?? 'unknown'] as const,
};

/** GET /api/kyc: the status, the grant number and the latest submission (reviewer notes, submitted date). */
export function useKycOverview(status: KycStatus | undefined) {
  return useQuery<KycOverview, ApiError>({
    queryKey: kycQueryKeys.overview(status),
    queryFn: ({ signal }) => apiFetch<KycOverview>('/api/kyc', { signal }),
    retry: retryUnlessClientError,
    staleTime: 10_000,
  });
}
