import { TicketMessages, type ApiError } from '@portal/contracts/web';
import { failureText } from '../../../lib/failure-text';

/** The ticket could not be opened: the server refused ('Failed to fetch ticket details') or it was not reached. */
export function ticketLoadFailed(error: ApiError): string {
  return failureText(TicketMessages.fetchFailed, error, TicketMessages.loadingDetails);
}

const ACTION_FAILED = { reply: TicketMessages.replyFailed, resolve: TicketMessages.resolveFailed, close: TicketMessages.closeFailed } as const;

/** A reply, resolution or closing failed: the spec's text for the action and the server's reason, or 'Network error occurred'. */
export function ticketActionFailed(action: keyof typeof ACTION_FAILED, error: ApiError): string {
  return failureText(ACTION_FAILED[action], error, TicketMessages.networkAdmin);
}
