import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalView } from '@portal/contracts';
import { apiFetch, retryUnlessClientError, type ApiError } from '@portal/web-core';

export type WithdrawalStatus = WithdrawalView['status'];
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['pending', 'processing', 'completed', 'failed'];
export const STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};
/** Completed and failed are final: the server answers 409 to any later change. */
export const FINAL_STATUSES: readonly WithdrawalStatus[] = ['completed', 'failed'];
/** Spec §4: completed and failed ask for confirmation. */
export const needsConfirmation = (status: WithdrawalStatus) => FINAL_STATUSES.includes(status);
export const isFinal = (w: Pick<WithdrawalView, 'status'>) => FINAL_STATUSES.includes(w.status);

export const adminWithdrawalsKey = ['admin', 'withdrawals'] as const;

/** GET /api/admin/withdrawals (all statuses, newest first); filtering happens on the page. */
export function useAdminWithdrawals() {
  return useQuery<WithdrawalView[], ApiError>({
    queryKey: adminWithdrawalsKey,
    queryFn: ({ signal }) => apiFetch<WithdrawalView[]>('/api/admin/withdrawals', { signal }),
    retry: retryUnlessClientError,
  });
}

export interface StatusChange {
  withdrawal: WithdrawalView;
  status: WithdrawalStatus;
  message?: string;
}

/** POST /api/admin/withdrawals/:id/status; the answer replaces the row in the cached list. */
export function useSetWithdrawalStatus() {
  const queryClient = useQueryClient();
  return useMutation<WithdrawalView, ApiError, StatusChange>({
    mutationFn: ({ withdrawal, status, message }) =>
      apiFetch<WithdrawalView>(`/api/admin/withdrawals/${encodeURIComponent(withdrawal.id)}/status`, {
        method: 'POST',
        json: message ? { status, message } : { status },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<WithdrawalView[]>(adminWithdrawalsKey, (list) => list?.map((w) => (w.id === updated.id ? updated : w)));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminWithdrawalsKey });
      // A failed withdrawal returns money to the recipient's balance.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
