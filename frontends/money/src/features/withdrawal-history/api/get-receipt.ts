import { queryOptions, useQuery } from '@tanstack/react-query';
import { Api } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { WITHDRAWALS_QUERY_KEY } from '../../../config/query-keys';

/** The stored receipt (HTML) of a processing or completed withdrawal; it never changes once generated. */
export const getReceiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...WITHDRAWALS_QUERY_KEY, 'receipt', id],
    queryFn: ({ signal }) => api.call(Api.withdrawals.receipt, { params: { id } }, { signal }),
    staleTime: Infinity,
  });

export function useReceipt(id: string) {
  return useQuery(getReceiptQueryOptions(id));
}
