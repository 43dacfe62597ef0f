import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorCodes, type TransactionView } from '@portal/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, apiFetch, bearerToken, retryUnlessClientError, useAuth } from '@portal/web-core';
import { TransactionMessages } from './messages';
import { isInvalidRange, normaliseFilters, transactionsSearchParams, type TransactionFilters } from './filters';

/** The gateway's code when the caller's KYC is not approved (403). */
export const KYC_NOT_APPROVED = ErrorCodes.kycNotApproved;

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters) => ['transactions', 'list', normaliseFilters(filters)] as const,
};

/** GET /api/transactions with the filters, newest first (up to 500 rows). */
export function useTransactions(filters: TransactionFilters) {
  const { authenticated } = useAuth();
  return useQuery<TransactionView[], ApiError>({
    queryKey: transactionKeys.list(filters),
    queryFn: ({ signal }) => apiFetch<TransactionView[]>(`/api/transactions?${transactionsSearchParams(filters)}`, { signal }),
    enabled: authenticated && !isInvalidRange(filters),
    staleTime: 15_000,
    retry: retryUnlessClientError,
    // A new filter keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** The text for a failed list or export: log in (401), the KYC answer (403), else the generic one. */
export function transactionsErrorText(error: unknown, fallback: string = TransactionMessages.loadFailed): string {
  if (error instanceof ApiError) {
    if (error.statusCode === 401) return TransactionMessages.loginRequired;
    if (error.code === KYC_NOT_APPROVED) return error.message || TransactionMessages.kycRequired;
  }
  return fallback;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * GET /api/transactions/export.csv with the filters (bearer token from web-core, as apiFetch sends
 * it) and saves the answer as transactions.csv. Throws ApiError like apiFetch does.
 */
export async function downloadTransactionsCsv(filters: TransactionFilters): Promise<void> {
  const headers = new Headers({ accept: 'text/csv' });
  const token = await bearerToken();
  if (token) headers.set('authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`/api/transactions/export.csv?${transactionsSearchParams(filters)}`, { headers });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, parseBody(await response.text().catch(() => '')));

  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'transactions.csv';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
