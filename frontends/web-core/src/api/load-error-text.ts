import { ErrorCodes, type ApiError } from '@portal/contracts';

/** The text for a failed load: the server's message, or a plain note when the gateway does not know the route (an older deployment). */
export function loadErrorText(error: ApiError, service = 'This service'): string {
  if (error.statusCode === 404 && error.code === ErrorCodes.notFound) return `${service} is not available right now. Please try again later.`;
  return error.message;
}
