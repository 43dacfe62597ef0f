import { Events, type TicketMessageView, type TicketStatus } from '@portal/contracts';
import { enqueueEvent, type SqlExecutor } from '@portal/service-kit';
import type { Ticket, TicketMessage } from '../../generated/prisma/client.js';

/** What the tickets feature publishes, each written to the outbox in the caller's transaction. */

/**
 * The events of one change of a ticket: the reply added to its conversation (a user or admin reply)
 * and the status change it caused, if any (resolve and close carry their notes). They name the
 * ticket's owner, number and subject, so their consumers need not ask back.
 */
export async function publishTicketChange(tx: SqlExecutor, ticket: Ticket, message: TicketMessage, from: TicketStatus): Promise<void> {
  const kind = message.kind as TicketMessageView['kind'];
  const about = { ticketId: ticket.id, number: ticket.number, userId: ticket.userId, subject: ticket.subject, at: message.createdAt.toISOString() };
  if (kind === 'user_reply' || kind === 'admin_reply') {
    await enqueueEvent(tx, Events.ticketReplied, {
      ...about,
      messageId: message.id,
      authorId: message.authorId,
      authorRole: message.authorRole as TicketMessageView['authorRole'],
      body: message.body,
    });
  }
  const to = ticket.status as TicketStatus;
  if (to !== from) {
    const notes = kind === 'resolved' || kind === 'admin_update' ? message.body : null;
    await enqueueEvent(tx, Events.ticketStatusChanged, { ...about, from, to, notes, actorId: message.authorId });
  }
}
