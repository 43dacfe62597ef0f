import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type ForgotPasswordRequest, type ResetPasswordRequest } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { PasswordResetService } from './password-reset.service.js';

@Controller()
export class PasswordResetController {
  constructor(@Inject(PasswordResetService) private readonly resets: PasswordResetService) {}

  @MessagePattern(Rpc.identityForgotPassword.subject)
  forgot(@Payload(new ZodPayloadPipe(Rpc.identityForgotPassword.request)) request: ForgotPasswordRequest) {
    return this.resets.requestReset(request);
  }

  @MessagePattern(Rpc.identityCheckResetToken.subject)
  check(@Payload(new ZodPayloadPipe(Rpc.identityCheckResetToken.request)) request: { token: string }) {
    return this.resets.checkToken(request.token);
  }

  @MessagePattern(Rpc.identityResetPassword.subject)
  reset(@Payload(new ZodPayloadPipe(Rpc.identityResetPassword.request)) request: ResetPasswordRequest) {
    return this.resets.reset(request);
  }
}
