import { z } from 'zod';
import {
  AdminListTicketsRequestSchema,
  CreateTicketRequestSchema,
  ListTicketsRequestSchema,
  TicketDetailSchema,
  TicketRepliedEventSchema,
  TicketReplyRequestSchema,
  TicketRequesterSchema,
  TicketResolveRequestSchema,
  TicketStatusChangedEventSchema,
  TicketStatusRequestSchema,
  TicketViewSchema,
} from '../schemas/support.js';
import { TicketWeekSchema, WeeklyChartRequestSchema } from '../schemas/charts.js';
import { event, rpc } from './contract.js';

/** The request subjects support (tickets) answers. */
export const SupportRpc = {
  ticketsCreate: rpc('support.tickets.create', CreateTicketRequestSchema, TicketViewSchema),
  ticketsList: rpc('support.tickets.list', ListTicketsRequestSchema, z.array(TicketViewSchema)),
  ticketsAdminList: rpc('support.tickets.admin-list', AdminListTicketsRequestSchema, z.array(TicketViewSchema)),
  ticketsGet: rpc('support.tickets.get', TicketRequesterSchema, TicketDetailSchema),
  ticketsReply: rpc('support.tickets.reply', TicketReplyRequestSchema, TicketDetailSchema),
  ticketsResolve: rpc('support.tickets.resolve', TicketResolveRequestSchema, TicketDetailSchema),
  ticketsSetStatus: rpc('support.tickets.status', TicketStatusRequestSchema, TicketDetailSchema),
  ticketsBacklog: rpc('support.charts.backlog', WeeklyChartRequestSchema, z.array(TicketWeekSchema)),
} as const;

/** The integration events support publishes. */
export const SupportEvents = {
  ticketReplied: event('support.ticket-replied', TicketRepliedEventSchema),
  ticketStatusChanged: event('support.ticket-status-changed', TicketStatusChangedEventSchema),
} as const;
