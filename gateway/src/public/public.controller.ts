import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCodes, RegistrationRequestSchema, Rpc, validateRegistration, type RegistrationRequest, type RegistrationResult } from '@portal/contracts';
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
    return { keycloak: { url, realm, clientId } };
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
}
