import { useQuery } from '@tanstack/react-query';
import { Api, type CreateTicketBody, type TicketDetail, type TicketView } from '@portal/contracts/web';
import type { ApiError } from '@portal/contracts/web';
import { api, retryUnlessClientError, useAuth } from '@portal/web-core';

export const ticketKeys = {
  all: ['tickets'] as const,
  list: ['tickets', 'list'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};

/** GET /api/support/tickets: the recipient's tickets, newest first. */
export function useMyTickets() {
  const { authenticated } = useAuth();
  return useQuery<TicketView[], ApiError>({
    queryKey: ticketKeys.list,
    queryFn: ({ signal }) => api.call(Api.support.tickets, undefined, { signal }),
    enabled: authenticated,
    retry: retryUnlessClientError,
  });
}

/** GET /api/support/tickets/:id: one ticket with its conversation. */
export function useTicket(id: string) {
  return useQuery<TicketDetail, ApiError>({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => api.call(Api.support.ticket, { params: { id } }, { signal }),
    retry: retryUnlessClientError,
  });
}

export function createTicket(body: CreateTicketBody) {
  return api.call(Api.support.create, { body });
}

export function replyToTicket(id: string, message: string) {
  return api.call(Api.support.reply, { params: { id }, body: { message } });
}
