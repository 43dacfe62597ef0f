import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type PayoutBatchView } from '@portal/contracts/web';
import { api, saveFile } from '@portal/web-core';
import { ADMIN_MONEY_QUERY_KEY, ADMIN_USERS_QUERY_KEY } from '../../../config/query-keys';

export const getPayoutBatchesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'payout-batches'],
    queryFn: ({ signal }) => api.call(Api.adminPayouts.batches, undefined, { signal }),
  });

/** The payout batches, newest first. */
export function usePayoutBatches() {
  return useQuery(getPayoutBatchesQueryOptions());
}

/** After a batch or a bank answer: the batches, the withdrawals' statuses and the refunded balances change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getPayoutBatchesQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ADMIN_MONEY_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
  };
}

/** Collects every processing bank withdrawal in no batch yet into a new batch (the key makes a retry safe). */
export function useCreatePayoutBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (idempotencyKey: string) => api.call(Api.adminPayouts.createBatch, { body: { idempotencyKey } }),
    onSettled: refresh,
  });
}

/** Sends the bank's answer file (its XML text) to be matched. */
export function useUploadBankAnswer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ document, fileName }: { document: string; fileName: string }) => api.call(Api.adminPayouts.uploadAnswer, { body: { document, fileName } }),
    onSettled: refresh,
  });
}

export async function downloadPain001(batch: PayoutBatchView): Promise<void> {
  saveFile(await api.call(Api.adminPayouts.pain001, { params: { id: batch.id } }), `pain001-${batch.messageId}.xml`);
}

export async function downloadReconciliationCsv(batch: PayoutBatchView): Promise<void> {
  saveFile(await api.call(Api.adminPayouts.reportCsv, { params: { id: batch.id } }), `payout-reconciliation-${batch.messageId}.csv`);
}
