import { TicketMessages, type ApiError } from '@portal/contracts';

const NETWORK_ERROR = 'NETWORK_ERROR';

/** The ticket could not be opened: the server refused ('Failed to fetch ticket details') or it was not reached. */
export function ticketLoadFailed(error: ApiError): string {
  return error.code === NETWORK_ERROR ? TicketMessages.loadingDetails : `${TicketMessages.fetchFailed}: ${error.message}`;
}

const ACTION_FAILED = { reply: TicketMessages.replyFailed, resolve: TicketMessages.resolveFailed, close: TicketMessages.closeFailed } as const;

/** A reply, resolution or closing failed: the spec's text for the action and the server's reason, or 'Network error occurred'. */
export function ticketActionFailed(action: keyof typeof ACTION_FAILED, error: ApiError): string {
  return error.code === NETWORK_ERROR ? TicketMessages.networkAdmin : `${ACTION_FAILED[action]}: ${error.message}`;
}
