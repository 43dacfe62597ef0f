import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type KycBulkAction, type KycDecision, type KycStatus } from '@portal/contracts/web';
import { api } from '@portal/web-core';

/** Every KYC query key starts with this: a decision, notes, a reset or a bulk action refreshes them all. */
export const ADMIN_KYC_QUERY_KEY = ['admin', 'kyc'] as const;

/** The KYC requests (at most KYC_ADMIN_FETCH_LIMIT, most recently changed first), optionally of one status. */
export const getKycRequestsQueryOptions = (status: KycStatus | undefined) =>
  queryOptions({
    queryKey: [...ADMIN_KYC_QUERY_KEY, 'requests', status ?? 'all'] as const,
    queryFn: ({ signal }) => api.call(Api.admin.kycRequests, { query: { status } }, { signal }),
  });

export function useKycRequests(status: KycStatus | undefined) {
  return useQuery(getKycRequestsQueryOptions(status));
}

export function useKycHistory(userId: string) {
  return useQuery({
    queryKey: [...ADMIN_KYC_QUERY_KEY, 'history', userId] as const,
    queryFn: ({ signal }) => api.call(Api.adminKyc.history, { params: { userId } }, { signal }),
  });
}

export function useKycAnalytics() {
  return useQuery({
    queryKey: [...ADMIN_KYC_QUERY_KEY, 'analytics'] as const,
    queryFn: ({ signal }) => api.call(Api.adminKyc.analytics, undefined, { signal }),
  });
}

/** A signed link (valid an hour) to a KYC document: shown in the page, or downloaded. */
export function useDocumentLink(documentId: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_KYC_QUERY_KEY, 'document-link', documentId] as const,
    queryFn: ({ signal }) => api.call(Api.adminKyc.documentLink, { params: { id: documentId! } }, { signal }),
    enabled: !!documentId,
    staleTime: 30 * 60_000,
  });
}

function useKycMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KYC_QUERY_KEY }) });
}

export function useKycDecision() {
  return useKycMutation(({ userId, decision, notes }: { userId: string; decision: KycDecision; notes?: string }) =>
    api.call(Api.admin.kycDecide, { params: { userId }, body: { decision, notes } }),
  );
}

export function useKycNotes() {
  return useKycMutation(({ documentId, notes }: { documentId: string; notes: string }) =>
    api.call(Api.admin.kycNotes, { params: { id: documentId }, body: { notes } }),
  );
}

export function useKycReset() {
  return useKycMutation(({ userId }: { userId: string }) => api.call(Api.admin.kycReset, { params: { userId } }));
}

export function useKycBulk() {
  return useKycMutation(({ userIds, action, notes }: { userIds: string[]; action: KycBulkAction; notes?: string }) =>
    api.call(Api.adminKyc.bulk, { body: { userIds, action, notes } }),
  );
}
