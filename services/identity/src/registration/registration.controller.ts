import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RegistrationRequest, type RegistrationResult } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { RegistrationService } from './registration.service.js';

@Controller()
export class RegistrationController {
  constructor(@Inject(RegistrationService) private readonly registration: RegistrationService) {}

  @MessagePattern(Rpc.identityRegister.subject)
  register(@Payload(new ZodPayloadPipe(Rpc.identityRegister.request)) request: RegistrationRequest): Promise<RegistrationResult> {
    return this.registration.register(request);
  }
}
