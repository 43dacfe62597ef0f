import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { CurrentUser } from '../auth/decorators.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.grant;

/** The recipient's own grant schedule and progress reports; the ledger answers only for the signed-in recipient's grant. */
@Controller()
export class GrantController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.mine)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantSchedule, { userId: user.id });
  }

  @Endpoint(routes.submitReport)
  submitReport(@RouteInput() { params, body }: RouteRequest<typeof routes.submitReport>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantSubmitReport, { ...body, userId: user.id, milestoneId: params.id });
  }
}
