import type { TicketDetail, TicketMessageView, TicketView } from '@portal/contracts';
import type { Ticket, TicketMessage } from '../generated/prisma/client.js';

export function toTicketView(row: Ticket): TicketView {
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    subject: row.subject,
    category: row.category as TicketView['category'],
    status: row.status as TicketView['status'],
    priority: row.priority as TicketView['priority'],
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
  };
}

export function toTicketDetail(row: Ticket & { messages: TicketMessage[] }): TicketDetail {
  return {
    ...toTicketView(row),
    messages: row.messages.map((m): TicketMessageView => ({
      id: m.id,
      authorId: m.authorId,
      authorRole: m.authorRole as TicketMessageView['authorRole'],
      kind: m.kind as TicketMessageView['kind'],
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
