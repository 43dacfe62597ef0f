import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Api, type CreateWebhookBody, type UpdateWebhookBody } from '@portal/contracts/web';
import { api } from '@portal/web-core';

const WEBHOOKS_QUERY_KEY = ['admin', 'webhooks'] as const;

export const getWebhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: [...WEBHOOKS_QUERY_KEY, 'endpoints'],
    queryFn: ({ signal }) => api.call(Api.adminWebhooks.endpoints, undefined, { signal }),
  });

/** Every webhook endpoint with its newest delivery. */
export function useWebhookEndpoints() {
  return useQuery(getWebhookEndpointsQueryOptions());
}

export const getWebhookDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: [...WEBHOOKS_QUERY_KEY, 'deliveries', endpointId],
    queryFn: ({ signal }) => api.call(Api.adminWebhooks.deliveries, { params: { id: endpointId }, query: { limit: 50 } }, { signal }),
  });

/** An endpoint's newest deliveries (null: none chosen). */
export function useWebhookDeliveries(endpointId: string | null) {
  return useQuery({ ...getWebhookDeliveriesQueryOptions(endpointId ?? ''), enabled: endpointId !== null });
}

/** After any change: the endpoints and every delivery list. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
}

/** Registers an endpoint; the answer carries its secret, shown once. */
export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateWebhookBody) => api.call(Api.adminWebhooks.create, { body }), onSettled: refresh });
}

export function useUpdateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookBody }) => api.call(Api.adminWebhooks.update, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.call(Api.adminWebhooks.remove, { params: { id } }), onSettled: refresh });
}

/** Sends a delivery again (same id, new timestamp). */
export function useReplayDelivery() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.call(Api.adminWebhooks.replay, { params: { id } }), onSettled: refresh });
}
