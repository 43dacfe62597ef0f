import type { TFunction } from 'i18next';
import { ErrorCodes, isApiError } from '@portal/contracts/web';

/**
 * The text for a failed list or export: log in (401), the KYC answer (403, shown in the page's language
 * through serverText), else the generic one.
 */
export function transactionsErrorText(
  error: unknown,
  t: TFunction,
  serverText: (message: string) => string,
  fallback: string = t('transactions.loadFailed'),
): string {
  if (isApiError(error)) {
    if (error.statusCode === 401) return t('transactions.loginRequired');
    if (error.code === ErrorCodes.kycNotApproved) return error.message ? serverText(error.message) : t('kyc.requiredTransactions');
  }
  return fallback;
}
