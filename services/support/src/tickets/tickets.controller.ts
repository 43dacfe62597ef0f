import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { TicketsService } from './tickets.service.js';

@Controller()
export class TicketsController {
  constructor(@Inject(TicketsService) private readonly tickets: TicketsService) {}

  @RpcHandler(Rpc.ticketsCreate)
  create(input: RpcIn<'ticketsCreate'>) {
    return this.tickets.create(input);
  }

  @RpcHandler(Rpc.ticketsList)
  list(input: RpcIn<'ticketsList'>) {
    return this.tickets.list(input.userId);
  }

  @RpcHandler(Rpc.ticketsBacklog)
  backlog(input: RpcIn<'ticketsBacklog'>) {
    return this.tickets.backlog(input);
  }

  @RpcHandler(Rpc.ticketsAdminList)
  adminList(input: RpcIn<'ticketsAdminList'>) {
    return this.tickets.adminList(input);
  }

  @RpcHandler(Rpc.ticketsGet)
  get(input: RpcIn<'ticketsGet'>) {
    return this.tickets.get(input);
  }

  @RpcHandler(Rpc.ticketsReply)
  reply(input: RpcIn<'ticketsReply'>) {
    return this.tickets.reply(input);
  }

  @RpcHandler(Rpc.ticketsResolve)
  resolve(input: RpcIn<'ticketsResolve'>) {
    return this.tickets.resolve(input);
  }

  @RpcHandler(Rpc.ticketsSetStatus)
  setStatus(input: RpcIn<'ticketsSetStatus'>) {
    return this.tickets.setStatus(input);
  }
}
