import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { ErasureService } from './erasure.service.js';

@Controller()
export class ErasureController {
  constructor(@Inject(ErasureService) private readonly erasure: ErasureService) {}

  @RpcHandler(Rpc.accountsErase)
  erase(input: RpcIn<'accountsErase'>): Promise<RpcOut<'accountsErase'>> {
    return this.erasure.erase(input);
  }
}
