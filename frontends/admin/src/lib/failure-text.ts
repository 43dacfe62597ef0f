import type { ApiError } from '@portal/contracts/web';

/** The client's code for a request that never reached the gateway. */
const NETWORK_ERROR = 'NETWORK_ERROR';

/**
 * An admin screen's failure as the spec words it: its own text with the server's reason after a colon,
 * or, when the server was not reached, `unreachable` (when the screen has a text of its own for that).
 */
export function failureText(text: string, error: ApiError, unreachable?: string): string {
  return error.code === NETWORK_ERROR && unreachable ? unreachable : `${text}: ${error.message}`;
}
