import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { PasswordChangeService } from './password-change.service.js';

@Controller()
export class PasswordChangeController {
  constructor(@Inject(PasswordChangeService) private readonly passwords: PasswordChangeService) {}

  @RpcHandler(Rpc.identityChangePassword)
  change(input: RpcIn<'identityChangePassword'>) {
    return this.passwords.change(input);
  }
}
