import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustBalanceResult } from '@portal/contracts';
import { apiFetch, type ApiError } from '@portal/web-core';

export type FundsDirection = 'add' | 'deduct';

export interface AdjustFundsInput {
  userId: string;
  direction: FundsDirection;
  amountCents: number;
  description?: string;
  idempotencyKey: string;
}


/** POST /api/admin/users/:id/funds → { transaction, balanceCents, replayed }. */
export function useAdjustFunds() {
  const queryClient = useQueryClient();
  return useMutation<AdjustBalanceResult, ApiError, AdjustFundsInput>({
    mutationFn: ({ userId, ...body }) =>
      apiFetch<AdjustBalanceResult>(`/api/admin/users/${encodeURIComponent(userId)}/funds`, { method: 'POST', json: body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
