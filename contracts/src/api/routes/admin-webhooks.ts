import { z } from 'zod';
import {
  CreateWebhookBodySchema,
  CreatedWebhookEndpointSchema,
  ListWebhookDeliveriesQuerySchema,
  UpdateWebhookBodySchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from '../../webhooks.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** Api.adminWebhooks: the integrators' webhook endpoints and their deliveries (admins only). */
export const AdminWebhooksRoutes = {
  endpoints: route({
    method: 'GET',
    path: '/api/admin/webhooks',
    tag: 'admin',
    access: 'admin',
    response: z.array(WebhookEndpointSchema),
    summary: 'Every webhook endpoint (URL, events, active) with its newest delivery',
  }),
  create: route({
    method: 'POST',
    path: '/api/admin/webhooks',
    tag: 'admin',
    access: 'admin',
    body: CreateWebhookBodySchema,
    response: CreatedWebhookEndpointSchema,
    status: 201,
    errors: [400, 409],
    summary:
      'Register an endpoint for the chosen events; the answer holds its signing secret, shown this once. Production: https only, to a public address (400 otherwise); at most 20 endpoints (409)',
  }),
  update: route({
    method: 'PUT',
    path: '/api/admin/webhooks/:id',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    body: UpdateWebhookBodySchema,
    response: WebhookEndpointSchema,
    errors: [400, 404],
    summary: 'Change the URL or the events, or enable or disable the endpoint (the secret stays)',
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/admin/webhooks/:id',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: z.object({ deleted: z.literal(true) }),
    errors: [400, 404],
    summary: 'Delete the endpoint with its deliveries and their attempts',
  }),
  deliveries: route({
    method: 'GET',
    path: '/api/admin/webhooks/:id/deliveries',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    query: ListWebhookDeliveriesQuerySchema,
    response: z.array(WebhookDeliverySchema),
    errors: [400, 404],
    summary: "The endpoint's deliveries, newest first (at most 100), by status",
  }),
  delivery: route({
    method: 'GET',
    path: '/api/admin/webhook-deliveries/:id',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: WebhookDeliveryDetailSchema,
    errors: [400, 404],
    summary: 'One delivery with every attempt (time, HTTP status or error, duration, first characters of the answer)',
  }),
  replay: route({
    method: 'POST',
    path: '/api/admin/webhook-deliveries/:id/replay',
    tag: 'admin',
    access: 'admin',
    params: IdParams,
    response: WebhookDeliverySchema,
    errors: [400, 404],
    summary: 'Send the delivery again: a new attempt with the same id and a new timestamp (retried like the first)',
  }),
} as const;
