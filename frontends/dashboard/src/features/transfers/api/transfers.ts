import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Api, type CreateTransferBody, type TransferView } from '@portal/contracts/web';
import type { ApiError } from '@portal/contracts/web';
import { api, retryUnlessClientError, useAuth, useDateFormat } from '@portal/web-core';
import type { NumberDateFilter } from '../../../components/NumberDateSearch';

export const transferKeys = {
  all: ['transfers'] as const,
  list: (search: NumberDateFilter, timeZone: string) => ['transfers', 'list', search, timeZone] as const,
};

/** The day a date search means: in the recipient's chosen time zone, the one the list's dates are shown in (else the browser's). */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /api/transfers: the recipient's transfers, newest first, optionally searched. */
export function useTransfers(search: NumberDateFilter) {
  const { authenticated } = useAuth();
  const timeZone = useDateFormat().timeZone ?? BROWSER_TIME_ZONE;
  return useQuery<TransferView[], ApiError>({
    queryKey: transferKeys.list(search, timeZone),
    queryFn: ({ signal }) => api.call(Api.transfers.list, { query: { q: search.q.trim() || undefined, date: search.date || undefined, timeZone } }, { signal }),
    enabled: authenticated,
    staleTime: 10_000,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/transfers (PIN-confirmed, idempotent by its key). */
export function sendMoney(body: CreateTransferBody) {
  return api.call(Api.transfers.create, { body });
}
