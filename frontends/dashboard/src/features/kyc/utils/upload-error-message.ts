import type { TFunction } from 'i18next';
import { ApiError, KYC_MAX_MEGABYTES, KYC_STORAGE_FAILED } from '@portal/contracts/web';

/** The message of an error answer's body, when it has one. */
function bodyMessage(error: ApiError): string | null {
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && typeof body.message === 'string' && body.message.trim() ? body.message : null;
}

/**
 * What the KYC screen says when the upload (Api.kyc.submit) fails (spec 1 §8 "KYC"):
 * 400/409/413/415 carry a user text from the server (`serverText` shows it in the page's language when the
 * catalogue has it); 401 → not authenticated; the document store failing → the one fixed "Failed to save KYC
 * document" text (its cause stays in the service's log); any other 5xx → the generic upload failure; no answer
 * at all → network error.
 */
export function kycUploadErrorMessage(error: unknown, t: TFunction, serverText: (message: string) => string): string {
  if (!(error instanceof ApiError)) return t('kyc.uploadFailed');
  const status = error.statusCode;
  const message = bodyMessage(error);
  if (status === 0) return t('kyc.network');
  if (status === 401) return t('kyc.notAuthenticated');
  if (status >= 500) return error.code === KYC_STORAGE_FAILED ? t('kyc.saveFailed') : t('kyc.uploadFailed');
  // The server's own 413 text, or a proxy's 413 without our body: the same words.
  if (status === 413) return t('kyc.tooLarge', { megabytes: KYC_MAX_MEGABYTES });
  if (message) return serverText(message);
  if (status === 415) return t('kyc.unsupportedType');
  return t('kyc.uploadFailed');
}
