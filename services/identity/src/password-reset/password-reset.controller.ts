import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(@Inject(PasswordResetService) private readonly resets: PasswordResetService) {}

  @RpcHandler(Rpc.identityForgotPassword)
  forgot(request: RpcIn<'identityForgotPassword'>): Promise<RpcOut<'identityForgotPassword'>> {
    return this.resets.requestReset(request);
  }

  @RpcHandler(Rpc.identityCheckResetToken)
  check(request: RpcIn<'identityCheckResetToken'>): Promise<RpcOut<'identityCheckResetToken'>> {
    return this.resets.checkToken(request.token);
  }

  @RpcHandler(Rpc.identityResetPassword)
  reset(request: RpcIn<'identityResetPassword'>): Promise<RpcOut<'identityResetPassword'>> {
    return this.resets.reset(request);
  }
}
