import type { z } from 'zod';
import type {
  TicketCategorySchema,
  TicketStatusSchema,
  CreateTicketBodySchema,
  TicketMessageViewSchema,
  TicketViewSchema,
  TicketDetailSchema,
  TicketRequesterProfileSchema,
  AdminTicketDetailSchema,
  TicketRepliedEventSchema,
  TicketStatusChangedEventSchema,
} from './schemas/support.js';

/** Support tickets (spec 2 §2.8, §3, §4, §5, §8, §9). */
export const TICKET_CATEGORIES = ['general', 'account', 'kyc', 'transaction', 'technical'] as const;

export type TicketCategory = z.infer<typeof TicketCategorySchema>;

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General',
  account: 'Account',
  kyc: 'KYC',
  transaction: 'Transaction',
  technical: 'Technical',
};
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const DEFAULT_TICKET_PRIORITY = 'medium';

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

export type CreateTicketBody = z.infer<typeof CreateTicketBodySchema>;
export type TicketMessageView = z.infer<typeof TicketMessageViewSchema>;

/** The label a conversation shows above a message (spec 2 §3: '--- label ---' blocks), from its kind. */
export const TICKET_MESSAGE_LABELS: Record<TicketMessageView['kind'], string | null> = {
  original: null,
  user_reply: 'User Reply',
  admin_reply: 'Admin Reply',
  admin_update: 'Admin Update',
  resolved: 'Resolved',
};

export type TicketView = z.infer<typeof TicketViewSchema>;
export type TicketDetail = z.infer<typeof TicketDetailSchema>;
export type TicketRequesterProfile = z.infer<typeof TicketRequesterProfileSchema>;
export type AdminTicketDetail = z.infer<typeof AdminTicketDetailSchema>;
export type TicketRepliedEvent = z.infer<typeof TicketRepliedEventSchema>;
export type TicketStatusChangedEvent = z.infer<typeof TicketStatusChangedEventSchema>;
