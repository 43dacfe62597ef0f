import { Controller, Inject } from '@nestjs/common';
import { Api, ErrorCodes, PasswordResetMessages, Rpc, normalizeEmail, validateNewPassword, validateRegistration, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.auth;

@Controller()
export class PublicController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Endpoint(Api.platform.config)
  clientConfig() {
    const { publicUrl, realm, clientId } = this.config.keycloak;
    return { keycloak: { url: publicUrl, realm, clientId }, session: { statusRecheckMs: this.config.statusRecheckMs } };
  }

  @Endpoint(routes.register)
  register(@RouteInput() { body }: RouteRequest<typeof routes.register>) {
    const problem = validateRegistration(body);
    if (problem) throw new ApiError(400, ErrorCodes.validationFailed, problem);
    return this.rpc.call(Rpc.identityRegister, body, { timeoutMs: 15_000 });
  }

  @Endpoint(routes.forgotPassword)
  forgotPassword(@RouteInput() { body }: RouteRequest<typeof routes.forgotPassword>) {
    if (!normalizeEmail(body.email)) throw new ApiError(400, ErrorCodes.validationFailed, PasswordResetMessages.emailRequired);
    return this.rpc.call(Rpc.identityForgotPassword, body, { timeoutMs: 15_000 });
  }

  @Endpoint(routes.checkResetToken)
  checkResetToken(@RouteInput() { body }: RouteRequest<typeof routes.checkResetToken>) {
    return this.rpc.call(Rpc.identityCheckResetToken, body);
  }

  @Endpoint(routes.resetPassword)
  resetPassword(@RouteInput() { body }: RouteRequest<typeof routes.resetPassword>) {
    const problem = validateNewPassword(body.password, body.confirmPassword);
    if (problem) throw new ApiError(400, ErrorCodes.validationFailed, problem);
    return this.rpc.call(Rpc.identityResetPassword, body, { timeoutMs: 15_000 });
  }
}
