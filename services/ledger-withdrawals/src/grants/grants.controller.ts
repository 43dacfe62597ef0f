import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { GrantsService } from './grants.service.js';

@Controller()
export class GrantsController {
  constructor(@Inject(GrantsService) private readonly grants: GrantsService) {}

  @RpcHandler(Rpc.ledgerOpenGrant)
  open(input: RpcIn<'ledgerOpenGrant'>): Promise<RpcOut<'ledgerOpenGrant'>> {
    return this.grants.open(input);
  }
}
