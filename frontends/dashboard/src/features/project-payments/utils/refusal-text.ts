import type { TFunction } from 'i18next';
import { BUDGET_LINE_EXCEEDED, ErrorCodes, ProjectPaymentMessages, isApiError } from '@portal/contracts/web';

/**
 * A refused project payment in the spec's words (spec 2 §8): the database answers of the spec map to the
 * gateway's statuses: a duplicate (23505) is the 409 of a request key already used for another payment,
 * a permission error (42501) a 403, a category or constraint error (23514) a 400 about the category or a
 * refusal by the ledger without a reason. Any other 4xx keeps the server's own message (already in the
 * spec's words, e.g. the insufficient balance); a 5xx shows 'Failed to process payment: …'.
 */
export function projectPaymentRefusalText(error: unknown, t: TFunction, serverText: (message: string) => string): string {
  if (!isApiError(error)) return t('projectPayments.processFailed', { message: String(error) });
  if (error.statusCode === 0) return t('projectPayments.networkFailed');
  if (error.statusCode === 401) return t('projectPayments.authFailed');
  if (error.statusCode === 403 || error.code === ErrorCodes.forbidden) return t('projectPayments.noPermission');
  if (error.code === BUDGET_LINE_EXCEEDED) return t('budget.lineExceeded');
  if (error.statusCode === 409) return t('projectPayments.similarExists');
  if (
    error.statusCode === 400 &&
    (error.message === ProjectPaymentMessages.invalidCategory || error.message === ProjectPaymentMessages.invalidCategorySelected)
  ) {
    return t('projectPayments.invalidCategorySelected');
  }
  if (error.statusCode === 400 && error.message === ProjectPaymentMessages.processFailed('refused')) return t('projectPayments.violatesConstraints');
  if (error.statusCode < 500) return serverText(error.message);
  return t('projectPayments.processFailed', { message: error.message });
}
