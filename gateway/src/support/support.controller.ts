import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.support;

/** The recipient's own support tickets. */
@Controller()
export class SupportController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.tickets)
  tickets(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsList, { userId: user.id });
  }

  @Endpoint(routes.create)
  create(@RouteInput() { body }: RouteRequest<typeof routes.create>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsCreate, { ...body, userId: user.id });
  }

  @Endpoint(routes.ticket)
  ticket(@RouteInput() { params }: RouteRequest<typeof routes.ticket>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsGet, { ticketId: params.id, requesterId: user.id, requesterIsAdmin: false });
  }

  @Endpoint(routes.reply)
  reply(@RouteInput() { params, body }: RouteRequest<typeof routes.reply>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.ticketsReply, { ticketId: params.id, requesterId: user.id, requesterIsAdmin: false, message: body.message });
  }
}
