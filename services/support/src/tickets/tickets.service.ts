import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_RESOLVE_NOTES,
  TicketMessages,
  ticketIsActive,
  type RpcIn,
  type TicketDetail,
  type TicketStatus,
  type TicketView,
  type TicketWeek,
} from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
import { toTicketDetail, toTicketView } from './ticket.mapper.js';
import { TicketsRepository, type NewMessage } from './tickets.repository.js';

/** A ticket changes only while it is open or in progress: resolved and closed are final. */
function mustBeActive(status: TicketStatus): void {
  if (!ticketIsActive(status)) throw RpcErrors.conflict(TicketMessages.notActive);
}

/** The status after an admin's decision on an active ticket. */
const moveTo =
  (next: TicketStatus) =>
  (status: TicketStatus): TicketStatus => {
    mustBeActive(status);
    return next;
  };

/**
 * Support tickets: a recipient opens one (open, priority medium), both sides add messages to its
 * conversation, an admin resolves (with notes) or closes it. A recipient reaches only their own
 * tickets; anyone else's is "not found".
 */
@Injectable()
export class TicketsService {
  constructor(@Inject(TicketsRepository) private readonly tickets: TicketsRepository) {}

  async create(request: RpcIn<'ticketsCreate'>): Promise<TicketView> {
    return toTicketView(await this.tickets.create(request.userId, request.subject, request.category, request.message));
  }

  async list(userId: string): Promise<TicketView[]> {
    return (await this.tickets.listOf(userId)).map(toTicketView);
  }

  async adminList(request: RpcIn<'ticketsAdminList'>): Promise<TicketView[]> {
    return (await this.tickets.list({ status: request.status, category: request.category }, request.limit)).map(toTicketView);
  }

  async backlog(request: RpcIn<'ticketsBacklog'>): Promise<TicketWeek[]> {
    const rows = await this.tickets.backlog(request.from);
    return rows.map((r) => ({ week: r.week, open: r.open, inProgress: r.in_progress, resolved: r.resolved }));
  }

  async get(request: RpcIn<'ticketsGet'>): Promise<TicketDetail> {
    const row = await this.tickets.detail(request.ticketId);
    if (!row || (!request.requesterIsAdmin && row.userId !== request.requesterId)) throw RpcErrors.notFound(TicketMessages.notFound);
    return toTicketDetail(row);
  }

  /** A reply from the owner (user reply) or an admin (admin reply; an open ticket moves to in progress). */
  async reply(request: RpcIn<'ticketsReply'>): Promise<TicketDetail> {
    const admin = request.requesterIsAdmin;
    const message: NewMessage = {
      authorId: request.requesterId,
      authorRole: admin ? 'admin' : 'user',
      kind: admin ? 'admin_reply' : 'user_reply',
      body: request.message,
    };
    return this.changed(
      request.ticketId,
      (status, ownerId) => {
        if (!admin && ownerId !== request.requesterId) throw RpcErrors.notFound(TicketMessages.notFound);
        mustBeActive(status);
        return admin && status === 'open' ? 'in_progress' : null;
      },
      message,
    );
  }

  async resolve(request: RpcIn<'ticketsResolve'>): Promise<TicketDetail> {
    const notes = request.notes?.trim() || DEFAULT_RESOLVE_NOTES;
    return this.changed(request.ticketId, moveTo('resolved'), { authorId: request.adminId, authorRole: 'admin', kind: 'resolved', body: notes });
  }

  /** in_progress, resolved or closed (irreversible), from open or in progress; notes are kept as an admin update. */
  async setStatus(request: RpcIn<'ticketsSetStatus'>): Promise<TicketDetail> {
    if (request.status === 'open') throw RpcErrors.validation('A ticket cannot be set back to open');
    const kind = request.status === 'resolved' ? 'resolved' : 'admin_update';
    const body = request.notes?.trim() || (request.status === 'resolved' ? DEFAULT_RESOLVE_NOTES : `Status changed to ${request.status.replace('_', ' ')}`);
    return this.changed(request.ticketId, moveTo(request.status), { authorId: request.adminId, authorRole: 'admin', kind, body });
  }

  private async changed(id: string, decide: (status: TicketStatus, ownerId: string) => TicketStatus | null, message: NewMessage): Promise<TicketDetail> {
    const row = await this.tickets.change(id, decide, message);
    if (!row) throw RpcErrors.notFound(TicketMessages.notFound);
    return toTicketDetail(row);
  }
}
