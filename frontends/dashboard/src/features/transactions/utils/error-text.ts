import { ErrorCodes, isApiError } from '@portal/contracts';
import { TransactionMessages } from './messages';

/** The text for a failed list or export: log in (401), the KYC answer (403), else the generic one. */
export function transactionsErrorText(error: unknown, fallback: string = TransactionMessages.loadFailed): string {
  if (isApiError(error)) {
    if (error.statusCode === 401) return TransactionMessages.loginRequired;
    if (error.code === ErrorCodes.kycNotApproved) return error.message || TransactionMessages.kycRequired;
  }
  return fallback;
}
