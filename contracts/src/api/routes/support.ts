import { z } from 'zod';
import { CreateTicketBodySchema, TicketDetailSchema, TicketReplyBodySchema, TicketViewSchema } from '../../schemas/support.js';
import { route } from '../route.js';
import { IdParams } from './params.js';

/** The recipient's support tickets. */
export const SupportRoutes = {
  tickets: route({
    method: 'GET',
    path: '/api/support/tickets',
    tag: 'support',
    access: 'recipient',
    response: z.array(TicketViewSchema),
    summary: "The recipient's tickets, newest first",
  }),
  create: route({
    method: 'POST',
    path: '/api/support/tickets',
    tag: 'support',
    access: 'recipient',
    status: 201,
    body: CreateTicketBodySchema,
    response: TicketViewSchema,
    errors: [400],
    summary: 'Open a ticket (subject, message, category; status open, priority medium)',
  }),
  ticket: route({
    method: 'GET',
    path: '/api/support/tickets/:id',
    tag: 'support',
    access: 'recipient',
    params: IdParams,
    response: TicketDetailSchema,
    errors: [400, 404],
    summary: 'One of the recipient’s tickets with its conversation',
  }),
  reply: route({
    method: 'POST',
    path: '/api/support/tickets/:id/reply',
    tag: 'support',
    access: 'recipient',
    params: IdParams,
    body: TicketReplyBodySchema,
    response: TicketDetailSchema,
    errors: [400, 404, 409],
    summary: 'Reply to one of the recipient’s open or in-progress tickets',
  }),
} as const;
