import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type ProjectPaymentStatus, type TransferStatus } from '@portal/contracts/web';
import { api } from '@portal/web-core';
import { ADMIN_MONEY_QUERY_KEY as MOVES_KEY } from '../../../config/query-keys';

export function useAdminTransfers() {
  return useQuery({ queryKey: [...MOVES_KEY, 'transfers'] as const, queryFn: ({ signal }) => api.call(Api.admin.transfers, { query: {} }, { signal }) });
}

export function useAdminProjectPayments() {
  return useQuery({
    queryKey: [...MOVES_KEY, 'project-payments'] as const,
    queryFn: ({ signal }) => api.call(Api.admin.projectPayments, { query: {} }, { signal }),
  });
}

export function useSetTransferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, message }: { id: string; status: TransferStatus; message?: string }) =>
      api.call(Api.admin.setTransferStatus, { params: { id }, body: { status, message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MOVES_KEY }),
  });
}

export function useSetProjectPaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, message }: { id: string; status: ProjectPaymentStatus; message?: string }) =>
      api.call(Api.admin.setProjectPaymentStatus, { params: { id }, body: { status, message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MOVES_KEY }),
  });
}
