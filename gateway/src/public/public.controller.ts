import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CheckResetTokenRequestSchema, ErrorCodes, ForgotPasswordRequestSchema, PasswordResetMessages, RegistrationRequestSchema, ResetPasswordRequestSchema, Rpc,
  normalizeEmail, validateNewPassword, validateRegistration,
  type ForgotPasswordRequest, type RegistrationRequest, type RegistrationResult, type ResetPasswordRequest,
} from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { z } from 'zod';
import { Public } from '../auth/decorators.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { ZodPipe } from '../http/zod-body.pipe.js';

@ApiTags('public')
@Controller('api')
export class PublicController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient, @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Public()
  @Get('config')
  @ApiOperation({ summary: 'What the browser needs to start signing in' })
  clientConfig() {
    const { url, realm, clientId } = this.config.keycloak;
    return { keycloak: { url, realm, clientId }, session: { statusRecheckMs: this.config.statusRecheckMs } };
  }

  @Public()
  @Post('auth/register')
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a grant recipient (account starts pending approval)' })
  @ApiBody({ schema: z.toJSONSchema(RegistrationRequestSchema) as object })
  async register(@Body(new ZodPipe(RegistrationRequestSchema)) body: RegistrationRequest): Promise<RegistrationResult> {
    const problem = validateRegistration(body);
    if (problem) throw new ApiError(400, ErrorCodes.validationFailed, problem);
    return this.rpc.call(Rpc.identityRegister, body, { timeoutMs: 15_000 });
  }

  @Public()
  @Post('auth/forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a one-time reset link (24 h); answers the same for unknown addresses' })
  @ApiBody({ schema: z.toJSONSchema(ForgotPasswordRequestSchema) as object })
  forgotPassword(@Body(new ZodPipe(ForgotPasswordRequestSchema)) body: ForgotPasswordRequest): Promise<{ accepted: true }> {
    if (!normalizeEmail(body.email)) throw new ApiError(400, ErrorCodes.validationFailed, PasswordResetMessages.emailRequired);
    return this.rpc.call(Rpc.identityForgotPassword, body, { timeoutMs: 15_000 });
  }

  @Public()
  @Post('auth/reset-password/check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether a reset link is still valid (unused and not expired)' })
  @ApiBody({ schema: z.toJSONSchema(CheckResetTokenRequestSchema) as object })
  checkResetToken(@Body(new ZodPipe(CheckResetTokenRequestSchema)) body: { token: string }): Promise<{ valid: boolean }> {
    return this.rpc.call(Rpc.identityCheckResetToken, body);
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset link; the link works once' })
  @ApiBody({ schema: z.toJSONSchema(ResetPasswordRequestSchema) as object })
  resetPassword(@Body(new ZodPipe(ResetPasswordRequestSchema)) body: ResetPasswordRequest): Promise<{ reset: true }> {
    const problem = validateNewPassword(body.password, body.confirmPassword);
    if (problem) throw new ApiError(400, ErrorCodes.validationFailed, problem);
    return this.rpc.call(Rpc.identityResetPassword, body, { timeoutMs: 15_000 });
  }
}
