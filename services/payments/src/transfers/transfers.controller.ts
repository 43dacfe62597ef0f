import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { TransfersService } from './transfers.service.js';

@Controller()
export class TransfersController {
  constructor(@Inject(TransfersService) private readonly transfers: TransfersService) {}

  @MessagePattern(Rpc.transfersCreate.subject)
  create(@Payload(new ZodPayloadPipe(Rpc.transfersCreate.request)) input: RpcIn<'transfersCreate'>): Promise<RpcOut<'transfersCreate'>> {
    return this.transfers.create(input);
  }

  @MessagePattern(Rpc.transfersList.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.transfersList.request)) input: RpcIn<'transfersList'>): Promise<RpcOut<'transfersList'>> {
    return this.transfers.list(input);
  }

  @MessagePattern(Rpc.transfersAdminList.subject)
  adminList(@Payload(new ZodPayloadPipe(Rpc.transfersAdminList.request)) input: RpcIn<'transfersAdminList'>): Promise<RpcOut<'transfersAdminList'>> {
    return this.transfers.adminList(input);
  }

  @MessagePattern(Rpc.transfersSetStatus.subject)
  setStatus(@Payload(new ZodPayloadPipe(Rpc.transfersSetStatus.request)) input: RpcIn<'transfersSetStatus'>): Promise<RpcOut<'transfersSetStatus'>> {
    return this.transfers.setStatus(input);
  }
}
