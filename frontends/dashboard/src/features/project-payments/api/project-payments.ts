import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Api, type CreateProjectPaymentBody, type ProjectPaymentView } from '@portal/contracts/web';
import type { ApiError } from '@portal/contracts/web';
import { api, retryUnlessClientError, useAuth, useDateFormat } from '@portal/web-core';
import type { NumberDateFilter } from '../../../components/NumberDateSearch';

export const projectPaymentKeys = {
  all: ['project-payments'] as const,
  list: (search: NumberDateFilter, timeZone: string) => ['project-payments', 'list', search, timeZone] as const,
};

/** The day a date search means: in the recipient's chosen time zone, the one the list's dates are shown in (else the browser's). */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/project-payments: the recipient's payments, newest first, optionally searched. */
export function useProjectPayments(search: NumberDateFilter) {
  const { authenticated } = useAuth();
  const timeZone = useDateFormat().timeZone ?? BROWSER_TIME_ZONE;
  return useQuery<ProjectPaymentView[], ApiError>({
    queryKey: projectPaymentKeys.list(search, timeZone),
    queryFn: ({ signal }) =>
      api.call(Api.projectPayments.list, { query: { q: search.q.trim() || undefined, date: search.date || undefined, timeZone } }, { signal }),
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
