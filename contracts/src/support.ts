import { z } from 'zod';
import { NOT_BLANK_RULE } from './registration.js';

/** Support tickets (spec 2 §2.8, §3, §4, §5, §8, §9). */
export const TICKET_CATEGORIES = ['general', 'account', 'kyc', 'transaction', 'technical'] as const;
export const TicketCategorySchema = z.enum(TICKET_CATEGORIES, { error: 'Please select a category' });
export type TicketCategory = z.infer<typeof TicketCategorySchema>;
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General',
  account: 'Account',
  kyc: 'KYC',
  transaction: 'Transaction',
  technical: 'Technical',
};
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TicketPrioritySchema = z.enum(TICKET_PRIORITIES);
export const DEFAULT_TICKET_PRIORITY = 'medium';
export const TicketStatusSchema = z.enum(['open', 'in_progress', 'resolved', 'closed']);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;
/** Reply and resolve are possible only while a ticket is open or in progress; closed is irreversible. */
export function ticketIsActive(status: TicketStatus): boolean {
  return status === 'open' || status === 'in_progress';
}
export const TICKET_PREVIEW_LENGTH = 150;
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;
export const DEFAULT_RESOLVE_NOTES = 'Ticket resolved by admin';

/** The message preview of the ticket list: the first 150 characters, with an ellipsis when cut. */
export function ticketPreview(message: string): string {
  return message.length > TICKET_PREVIEW_LENGTH ? `${message.slice(0, TICKET_PREVIEW_LENGTH)}...` : message;
}

export const TicketMessages = {
  requiredFields: 'Please fill in all required fields',
  created: (number: number) => `Support ticket #${number} created successfully! We'll get back to you soon.`,
  loginToSubmit: 'Please log in to submit a ticket.',
  createFailed: 'Failed to create support ticket. Please try again.',
  network: 'Network error. Please try again.',
  notFound: 'Ticket not found',
  notActive: 'This ticket is resolved or closed and cannot be changed.',
  fetchFailed: 'Failed to fetch ticket details',
  loadingDetails: 'Error loading ticket details',
  replyFailed: 'Failed to send reply',
  resolveFailed: 'Failed to resolve ticket',
  closeFailed: 'Failed to close ticket',
  resolveOrCloseFailed: 'Failed to resolve/close ticket.',
  networkAdmin: 'Network error occurred',
} as const;

const requiredText = (max: number) =>
  z.string({ error: TicketMessages.requiredFields }).max(max).trim().min(1, TicketMessages.requiredFields).meta(NOT_BLANK_RULE);

export const CreateTicketBodySchema = z.object({
  subject: requiredText(TICKET_SUBJECT_MAX),
  message: requiredText(TICKET_MESSAGE_MAX),
  category: TicketCategorySchema,
});
export type CreateTicketBody = z.infer<typeof CreateTicketBodySchema>;

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
export type TicketMessageView = z.infer<typeof TicketMessageViewSchema>;

/** The label a conversation shows above a message (spec 2 §3: '--- label ---' blocks), from its kind. */
export const TICKET_MESSAGE_LABELS: Record<TicketMessageView['kind'], string | null> = {
  original: null,
  user_reply: 'User Reply',
  admin_reply: 'Admin Reply',
  admin_update: 'Admin Update',
  resolved: 'Resolved',
};

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
export type TicketView = z.infer<typeof TicketViewSchema>;

export const TicketDetailSchema = TicketViewSchema.extend({ messages: z.array(TicketMessageViewSchema) });
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

/** Who wrote a ticket, as the admin ticket dialog shows them (null once the profile is erased). */
export const TicketRequesterProfileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  accountNumber: z.string(),
  grantNumber: z.string(),
  /** The title of the grant awarded to the recipient (null before one is awarded). */
  grantTitle: z.string().nullable(),
});
export type TicketRequesterProfile = z.infer<typeof TicketRequesterProfileSchema>;
/** A ticket as an admin opens it: the conversation and the person behind it. */
export const AdminTicketDetailSchema = TicketDetailSchema.extend({ requester: TicketRequesterProfileSchema.nullable() });
export type AdminTicketDetail = z.infer<typeof AdminTicketDetailSchema>;

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
export type TicketRepliedEvent = z.infer<typeof TicketRepliedEventSchema>;
/** A ticket's status changed (in progress after an admin reply, resolved with notes, closed). */
export const TicketStatusChangedEventSchema = TicketEventBase.extend({
  from: TicketStatusSchema,
  to: TicketStatusSchema,
  notes: z.string().nullable(),
  actorId: uuid,
});
export type TicketStatusChangedEvent = z.infer<typeof TicketStatusChangedEventSchema>;
