import { Controller, Inject } from '@nestjs/common';
import { Rpc, type ForgotPasswordRequest, type ResetPasswordRequest } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(@Inject(PasswordResetService) private readonly resets: PasswordResetService) {}

  @RpcHandler(Rpc.identityForgotPassword)
  forgot(request: ForgotPasswordRequest) {
    return this.resets.requestReset(request);
  }

  @RpcHandler(Rpc.identityCheckResetToken)
  check(request: { token: string }) {
    return this.resets.checkToken(request.token);
  }

  @RpcHandler(Rpc.identityResetPassword)
  reset(request: ResetPasswordRequest) {
    return this.resets.reset(request);
  }
}
