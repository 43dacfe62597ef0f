import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type TicketStatus } from '@portal/contracts/web';
import { api } from '@portal/web-core';

export const ADMIN_TICKETS_QUERY_KEY = ['admin', 'tickets'] as const;

export function useAdminTickets(status: TicketStatus | undefined) {
  return useQuery({
    queryKey: [...ADMIN_TICKETS_QUERY_KEY, 'list', status ?? 'all'] as const,
    queryFn: ({ signal }) => api.call(Api.admin.tickets, { query: { status } }, { signal }),
  });
}

export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: [...ADMIN_TICKETS_QUERY_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => api.call(Api.admin.ticket, { params: { id } }, { signal }),
  });
}

function useTicketMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_TICKETS_QUERY_KEY }) });
}

export function useReplyToTicket(id: string) {
  return useTicketMutation((message: string) => api.call(Api.admin.replyToTicket, { params: { id }, body: { message } }));
}

export function useResolveTicket(id: string) {
  return useTicketMutation((notes: string | undefined) => api.call(Api.admin.resolveTicket, { params: { id }, body: { notes } }));
}

export function useCloseTicket(id: string) {
  return useTicketMutation(() => api.call(Api.admin.setTicketStatus, { params: { id }, body: { status: 'closed' } }));
}
