import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { CurrentUser } from '../auth/decorators.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.grantBudget;

/** The recipient's own grant budget and reallocation requests; the ledger answers only for the signed-in recipient's grant. */
@Controller()
export class GrantBudgetController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.budget)
  budget(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantBudget, { userId: user.id });
  }

  @Endpoint(routes.requestReallocation)
  requestReallocation(@RouteInput() { body }: RouteRequest<typeof routes.requestReallocation>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantReallocationRequest, { ...body, userId: user.id });
  }
}
