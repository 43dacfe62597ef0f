import { z } from 'zod';
import {
  AdminListTicketsRequestSchema,
  AdminTicketDetailSchema,
  TicketDetailSchema,
  TicketReplyBodySchema,
  TicketResolveBodySchema,
  TicketStatusBodySchema,
  TicketViewSchema,
} from '../../schemas/support.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** Part of Api.admin: support tickets. */
export const AdminSupportRoutes = {
  tickets: route({
    method: 'GET',
    path: '/api/admin/support/tickets',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    query: AdminListTicketsRequestSchema.pick({ status: true, category: true }),
    response: z.array(TicketViewSchema),
    errors: [400],
    summary: 'All tickets, newest first, by status and category',
  }),
  ticket: route({
    method: 'GET',
    path: '/api/admin/support/tickets/:id',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    response: AdminTicketDetailSchema,
    errors: [400, 404],
    summary: "A ticket with its conversation and its requester (name, e-mail, account number, grant number and the grant's title)",
  }),
  replyToTicket: route({
    method: 'POST',
    path: '/api/admin/support/tickets/:id/reply',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    body: TicketReplyBodySchema,
    response: TicketDetailSchema,
    errors: [400, 404, 409],
    summary: 'Reply as an admin (an open ticket moves to in progress)',
  }),
  resolveTicket: route({
    method: 'POST',
    path: '/api/admin/support/tickets/:id/resolve',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    body: TicketResolveBodySchema,
    response: TicketDetailSchema,
    errors: [400, 404, 409],
    summary: "Resolve with notes (default 'Ticket resolved by admin')",
  }),
  setTicketStatus: route({
    method: 'PUT',
    path: '/api/admin/support/tickets/:id/status',
    tag: 'admin',
    access: 'admin',
    staff: ['programme'],
    params: IdParams,
    body: TicketStatusBodySchema,
    response: TicketDetailSchema,
    errors: [400, 404, 409],
    summary: 'Set in progress, resolved or closed (irreversible), with notes',
  }),
} as const;
