import { Inject, Injectable } from '@nestjs/common';
import { ticketPreview, type TicketMessageView, type TicketStatus } from '@portal/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { recordAdminAction } from '@portal/service-kit';
import { PrismaService } from '../prisma/prisma.service.js';
import { publishTicketChange } from './events/tickets.events.js';

const WITH_MESSAGES = { messages: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } } satisfies Prisma.TicketInclude;

export interface NewMessage {
  authorId: string;
  authorRole: TicketMessageView['authorRole'];
  kind: TicketMessageView['kind'];
  body: string;
}

@Injectable()
export class TicketsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  create(userId: string, subject: string, category: string, message: string) {
    return this.db.ticket.create({
      data: {
        userId,
        subject,
        category,
        preview: ticketPreview(message),
        messages: { create: { authorId: userId, authorRole: 'user', kind: 'original', body: message } },
      },
    });
  }

  listOf(userId: string) {
    return this.db.ticket.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: 200 });
  }

  list(filter: { status?: TicketStatus; category?: string }, limit: number) {
    return this.db.ticket.findMany({
      where: { ...(filter.status ? { status: filter.status } : {}), ...(filter.category ? { category: filter.category } : {}) },
      orderBy: { createdAt: 'desc' },
      take: limit,
    });
  }

  /**
   * The tickets opened per ISO week (UTC) from the Monday `from` on, by their status now (closed counts as
   * resolved); each status is a range scan of the status/time index.
   */
  backlog(from: string) {
    return this.db.$queryRaw<{ week: string; open: number; in_progress: number; resolved: number }[]>`
      SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
             count(*) FILTER (WHERE status = 'open')::int AS open,
             count(*) FILTER (WHERE status = 'in_progress')::int AS in_progress,
             count(*) FILTER (WHERE status IN ('resolved', 'closed'))::int AS resolved
        FROM support_tickets
       WHERE status IN ('open', 'in_progress', 'resolved', 'closed')
         AND created_at >= (${from}::date)::timestamp AT TIME ZONE 'UTC'
       GROUP BY 1`;
  }

  detail(id: string) {
    return this.db.ticket.findUnique({ where: { id }, include: WITH_MESSAGES });
  }

  /**
   * Adds a message and sets the status `decide` answers, in one transaction under a row lock, so two
   * admins cannot both resolve and nothing is added to a closed ticket (`decide` throws to refuse).
   * The change's events go to the outbox in the same transaction. Answers null when the ticket does not exist.
   */
  change(id: string, decide: (status: TicketStatus, ownerId: string) => TicketStatus | null, message: NewMessage) {
    return this.db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<
        { status: TicketStatus; user_id: string }[]
      >`SELECT status, user_id FROM support_tickets WHERE id = ${id}::uuid FOR UPDATE`;
      if (!row) return null;
      const status = decide(row.status, row.user_id);
      const added = await tx.ticketMessage.create({ data: { ticketId: id, ...message } });
      const updated = await tx.ticket.update({ where: { id }, data: { ...(status ? { status } : {}), lastReplyAt: new Date() } });
      await publishTicketChange(tx, updated, added, row.status);
      if (message.authorRole === 'admin') {
        await recordAdminAction(tx, {
          service: 'support',
          actorId: message.authorId,
          action: message.kind === 'admin_reply' ? 'ticket_reply' : message.kind === 'resolved' ? 'ticket_resolve' : 'ticket_status',
          targetType: 'ticket',
          targetId: id,
          userId: row.user_id,
          oldValue: row.status,
          newValue: updated.status,
          description: `Ticket #${updated.number}: ${message.kind.replace('_', ' ')}`,
        });
      }
      return tx.ticket.findUniqueOrThrow({ where: { id }, include: WITH_MESSAGES });
    });
  }
}
