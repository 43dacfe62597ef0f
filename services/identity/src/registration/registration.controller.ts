import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { RegistrationService } from './registration.service.js';

@Controller()
export class RegistrationController {
  constructor(@Inject(RegistrationService) private readonly registration: RegistrationService) {}

  @RpcHandler(Rpc.identityRegister)
  register(request: RpcIn<'identityRegister'>): Promise<RpcOut<'identityRegister'>> {
    return this.registration.register(request);
  }
}
