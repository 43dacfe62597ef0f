import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { TransfersService } from './transfers.service.js';

@Controller()
export class TransfersController {
  constructor(@Inject(TransfersService) private readonly transfers: TransfersService) {}

  @RpcHandler(Rpc.transfersCreate)
  create(input: RpcIn<'transfersCreate'>): Promise<RpcOut<'transfersCreate'>> {
    return this.transfers.create(input);
  }

  @RpcHandler(Rpc.transfersList)
  list(input: RpcIn<'transfersList'>): Promise<RpcOut<'transfersList'>> {
    return this.transfers.list(input);
  }

  @RpcHandler(Rpc.transfersAdminList)
  adminList(input: RpcIn<'transfersAdminList'>): Promise<RpcOut<'transfersAdminList'>> {
    return this.transfers.adminList(input);
  }

  @RpcHandler(Rpc.transfersSetStatus)
  setStatus(input: RpcIn<'transfersSetStatus'>): Promise<RpcOut<'transfersSetStatus'>> {
    return this.transfers.setStatus(input);
  }
}
