import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Api, type CreateProjectPaymentBody, type ProjectPaymentView } from '@portal/contracts';
import type { ApiError } from '@portal/contracts';
import { api, retryUnlessClientError, useAuth } from '@portal/web-core';
import type { NumberDateFilter } from '../../../components/NumberDateSearch';

export const projectPaymentKeys = {
  all: ['project-payments'] as const,
  list: (search: NumberDateFilter) => ['project-payments', 'list', search] as const,
};

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/project-payments: the recipient's payments, newest first, optionally searched. */
export function useProjectPayments(search: NumberDateFilter) {
  const { authenticated } = useAuth();
  return useQuery<ProjectPaymentView[], ApiError>({
    queryKey: projectPaymentKeys.list(search),
    queryFn: ({ signal }) =>
      api.call(Api.projectPayments.list, { query: { q: search.q.trim() || undefined, date: search.date || undefined, timeZone: TIME_ZONE } }, { signal }),
    enabled: authenticated,
    staleTime: 10_000,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/project-payments (PIN-confirmed, idempotent by its key). */
export function createProjectPayment(body: CreateProjectPaymentBody) {
  return api.call(Api.projectPayments.create, { body });
}
