import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api, type KycStatus } from '@portal/contracts/web';
import { api } from '@portal/web-core';

const KYC_QUERY_KEY = ['kyc'] as const;

/**
 * The status, the grant number and the latest submission (reviewer notes, submitted date). Keyed by
 * the profile's status, so a status change (submission, review) reads the latest document again.
 */
export const getKycOverviewQueryOptions = (status: KycStatus | undefined) =>
  queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'overview', status ?? 'unknown'],
    queryFn: ({ signal }) => api.call(Api.kyc.overview, undefined, { signal }),
    staleTime: 10_000,
  });

/** Every KYC query (to refresh them all after a submission). */
export const kycQueryKey = KYC_QUERY_KEY;

export function useKycOverview(status: KycStatus | undefined) {
  return useQuery(getKycOverviewQueryOptions(status));
}
