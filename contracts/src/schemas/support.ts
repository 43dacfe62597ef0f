// The zod schemas of support.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TicketMessages, TICKET_SUBJECT_MAX, TICKET_MESSAGE_MAX } from '../support.js';
import { NOT_BLANK_RULE } from '../registration.js';

export const TicketCategorySchema = z.enum(TICKET_CATEGORIES, { error: 'Please select a category' });
export const TicketPrioritySchema = z.enum(TICKET_PRIORITIES);
export const TicketStatusSchema = z.enum(['open', 'in_progress', 'resolved', 'closed']);

const requiredText = (max: number) =>
  z.string({ error: TicketMessages.requiredFields }).max(max).trim().min(1, TicketMessages.requiredFields).meta(NOT_BLANK_RULE);

export const CreateTicketBodySchema = z.object({
  subject: requiredText(TICKET_SUBJECT_MAX),
  message: requiredText(TICKET_MESSAGE_MAX),
  category: TicketCategorySchema,
});

export const TicketReplyBodySchema = z.object({ message: requiredText(TICKET_MESSAGE_MAX) });
export const TicketResolveBodySchema = z.object({ notes: z.string().max(TICKET_MESSAGE_MAX).trim().optional() });
/** A ticket never goes back to open: the document lists the other statuses. */
export const TicketStatusBodySchema = z.object({
  status: TicketStatusSchema.meta({ not: { const: 'open' } }),
  notes: z.string().max(TICKET_MESSAGE_MAX).trim().optional(),
});

/** One message of a conversation: who wrote it, as what, when. `kind` gives the spec's label (user reply, admin reply, admin update, resolved). */
export const TicketMessageViewSchema = z.object({
  id: z.string().uuid(),
  authorId: z.string().uuid(),
  authorRole: z.enum(['user', 'admin']),
  kind: z.enum(['original', 'user_reply', 'admin_reply', 'admin_update', 'resolved']),
  body: z.string(),
  createdAt: z.string(),
});

export const TicketViewSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  userId: z.string().uuid(),
  subject: z.string(),
  category: TicketCategorySchema,
  status: TicketStatusSchema,
  priority: TicketPrioritySchema,
  preview: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastReplyAt: z.string().nullable(),
});

export const TicketDetailSchema = TicketViewSchema.extend({ messages: z.array(TicketMessageViewSchema) });

/** Who wrote a ticket, as the admin ticket dialog shows them (null once the profile is erased). */
export const TicketRequesterProfileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  accountNumber: z.string(),
  grantNumber: z.string(),
  /** The title of the grant awarded to the recipient (null before one is awarded). */
  grantTitle: z.string().nullable(),
});
/** A ticket as an admin opens it: the conversation and the person behind it. */
export const AdminTicketDetailSchema = TicketDetailSchema.extend({ requester: TicketRequesterProfileSchema.nullable() });

const uuid = z.string().uuid();
export const CreateTicketRequestSchema = CreateTicketBodySchema.extend({ userId: uuid });
export const ListTicketsRequestSchema = z.object({ userId: uuid });
export const AdminListTicketsRequestSchema = z.object({
  status: TicketStatusSchema.optional(),
  category: TicketCategorySchema.optional(),
  limit: z.number().int().min(1).max(200).default(100),
});
/** Who asks: a recipient reaches only their own tickets (anything else is "not found"); an admin reaches all. */
export const TicketRequesterSchema = z.object({ ticketId: uuid, requesterId: uuid, requesterIsAdmin: z.boolean() });
export const TicketReplyRequestSchema = TicketRequesterSchema.extend({ message: TicketReplyBodySchema.shape.message });
export const TicketResolveRequestSchema = z.object({ ticketId: uuid, adminId: uuid, notes: TicketResolveBodySchema.shape.notes });
export const TicketStatusRequestSchema = z.object({ ticketId: uuid, adminId: uuid, status: TicketStatusSchema, notes: TicketStatusBodySchema.shape.notes });

/**
 * Events of the support service (through its outbox, in the transaction of the change). They carry
 * the ticket's owner, number and subject, so a consumer (the e-mails) needs no call back.
 */
const TicketEventBase = z.object({ ticketId: uuid, number: z.number().int(), userId: uuid, subject: z.string(), at: z.string() });
/** A message was added to a ticket's conversation (a user reply or an admin reply). */
export const TicketRepliedEventSchema = TicketEventBase.extend({
  messageId: uuid,
  authorId: uuid,
  authorRole: TicketMessageViewSchema.shape.authorRole,
  body: z.string(),
});
/** A ticket's status changed (in progress after an admin reply, resolved with notes, closed). */
export const TicketStatusChangedEventSchema = TicketEventBase.extend({
  from: TicketStatusSchema,
  to: TicketStatusSchema,
  notes: z.string().nullable(),
  actorId: uuid,
});
