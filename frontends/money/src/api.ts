import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, retryUnlessClientError, useAuth } from '@portal/web-core';
import type { WithdrawalMethod, WithdrawalView, CreateWithdrawalResult } from '@portal/contracts';
import type { QuarterSummary } from '@portal/contracts';

export const moneyKeys = {
  pin: ['pin'] as const,
  limits: ['withdrawals', 'limits'] as const,
  list: ['withdrawals', 'list'] as const,
  receipt: (id: string) => ['withdrawals', 'receipt', id] as const,
};

/** GET /api/withdrawals/limits: the current quarter (amounts in cents), null without a grant. */
export type QuarterLimits = QuarterSummary;

export function useLimits() {
  const { authenticated } = useAuth();
  return useQuery<QuarterLimits | null, ApiError>({
    queryKey: moneyKeys.limits,
    queryFn: async ({ signal }) => (await apiFetch<QuarterLimits | null>('/api/withdrawals/limits', { signal })) ?? null,
    staleTime: 0,
    retry: retryUnlessClientError,
    enabled: authenticated,
  });
}

export function useWithdrawals() {
  const { authenticated } = useAuth();
  return useQuery<WithdrawalView[], ApiError>({
    queryKey: moneyKeys.list,
    queryFn: ({ signal }) => apiFetch<WithdrawalView[]>('/api/withdrawals', { signal }),
    staleTime: 10_000,
    retry: retryUnlessClientError,
    enabled: authenticated,
  });
}

export interface Receipt {
  html: string;
  generatedAt: string;
}

export function useReceipt(id: string) {
  return useQuery<Receipt, ApiError>({
    queryKey: moneyKeys.receipt(id),
    queryFn: ({ signal }) => apiFetch<Receipt>(`/api/withdrawals/${encodeURIComponent(id)}/receipt`, { signal }),
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}

export interface CreateWithdrawalBody {
  amountCents: number;
  method: WithdrawalMethod;
  methodDetails: Record<string, unknown>;
  pin: string;
  idempotencyKey: string;
}

export function createWithdrawal(body: CreateWithdrawalBody): Promise<CreateWithdrawalResult> {
  return apiFetch<CreateWithdrawalResult>('/api/withdrawals', { method: 'POST', json: body });
}

/** The text shown for a failed load: the server's message, or a plain note when the route is missing. */
export function loadErrorText(error: ApiError): string {
  if (error.statusCode === 404 && error.code === 'NOT_FOUND') return 'This service is not available right now. Please try again later.';
  return error.message;
}
