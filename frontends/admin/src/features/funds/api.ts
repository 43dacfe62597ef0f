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

/** A fresh key per dialog submission (crypto.randomUUID where available). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
