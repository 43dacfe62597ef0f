import { ErrorCodes, type ApiError } from '@portal/contracts/web';
import { i18n } from '../i18n/i18n';

/**
 * The text for a failed load: the server's message, or a plain note (in the page's language) when the
 * gateway does not know the route (an older deployment).
 */
export function loadErrorText(error: ApiError, service?: string): string {
  if (error.statusCode === 404 && error.code === ErrorCodes.notFound) {
    return i18n.t('common.notAvailable', { service: service ?? i18n.t('common.thisService') });
  }
  return error.message;
}
