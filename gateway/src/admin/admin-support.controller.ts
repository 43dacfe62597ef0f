import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
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

  @Endpoint(Api.admin.ticket)
  ticket(@RouteInput() { params }: RouteRequest<typeof Api.admin.ticket>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsGet, { ticketId: params.id, requesterId: admin.id, requesterIsAdmin: true });
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
