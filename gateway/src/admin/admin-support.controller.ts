import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest, type TicketRequesterProfile } from '@portal/contracts';
import { RpcCallError, RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

/** Tickets in the back office: list, read, reply, resolve, change status. */
@Controller()
export class AdminSupportController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(Api.admin.tickets)
  tickets(@RouteInput() { query }: RouteRequest<typeof Api.admin.tickets>) {
    return this.rpc.call(Rpc.ticketsAdminList, { status: query.status, category: query.category });
  }

  /** The ticket and the person behind it: profile from accounts-kyc and grant title from the ledger, in parallel. */
  @Endpoint(Api.admin.ticket)
  async ticket(@RouteInput() { params }: RouteRequest<typeof Api.admin.ticket>, @CurrentUser() admin: AuthenticatedUser) {
    const ticket = await this.rpc.call(Rpc.ticketsGet, { ticketId: params.id, requesterId: admin.id, requesterIsAdmin: true });
    return { ...ticket, requester: await this.requester(ticket.userId) };
  }

  /** Null when the recipient's profile is gone (erased). */
  private async requester(userId: string): Promise<TicketRequesterProfile | null> {
    const [profile, money] = await Promise.all([
      this.rpc.call(Rpc.accountsGetProfile, { userId }).catch((error: unknown) => {
        if (error instanceof RpcCallError && error.body.statusCode === 404) return null;
        throw error;
      }),
      this.rpc.call(Rpc.ledgerBalances, { userIds: [userId] }),
    ]);
    if (!profile) return null;
    const { fullName, email, accountNumber, grantNumber } = profile;
    return { fullName, email, accountNumber, grantNumber, grantTitle: money[0]?.grantTitle ?? null };
  }

  @Endpoint(Api.admin.replyToTicket)
  reply(@RouteInput() { params, body }: RouteRequest<typeof Api.admin.replyToTicket>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsReply, { ticketId: params.id, requesterId: admin.id, requesterIsAdmin: true, message: body.message });
  }

  @Endpoint(Api.admin.resolveTicket)
  resolve(@RouteInput() { params, body }: RouteRequest<typeof Api.admin.resolveTicket>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsResolve, { ticketId: params.id, adminId: admin.id, notes: body.notes });
  }

  @Endpoint(Api.admin.setTicketStatus)
  setStatus(@RouteInput() { params, body }: RouteRequest<typeof Api.admin.setTicketStatus>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsSetStatus, { ticketId: params.id, adminId: admin.id, status: body.status, notes: body.notes });
  }
}
