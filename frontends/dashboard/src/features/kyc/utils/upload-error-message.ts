import { ApiError, KycMessages } from '@portal/contracts';

/** The message of an error answer's body, when it has one. */
function bodyMessage(error: ApiError): string | null {
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && typeof body.message === 'string' && body.message.trim() ? body.message : null;
}

/**
 * What the KYC screen says when the upload (Api.kyc.submit) fails (spec 1 §8 "KYC"):
 * 400/409/413/415 carry a user text from the server; 401 → not authenticated; 5xx → "Failed to save KYC
 * document: {message}" or the generic upload failure; no answer at all → network error.
 */
export function kycUploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return KycMessages.uploadFailed;
  const status = error.statusCode;
  const message = bodyMessage(error);
  if (status === 0) return KycMessages.network;
  if (status === 401) return KycMessages.notAuthenticated;
  if (status >= 500) return message ? KycMessages.saveFailed(message) : KycMessages.uploadFailed;
  if (message) return message;
  // An answer without our body (a proxy's own 413, say): the same text the server would have used.
  if (status === 413) return KycMessages.tooLarge;
  if (status === 415) return KycMessages.unsupportedType;
  return KycMessages.uploadFailed;
}
