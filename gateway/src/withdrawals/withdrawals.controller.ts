import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { CurrentUser } from '../auth/decorators.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.withdrawals;

@Controller()
export class WithdrawalsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.limits)
  limits(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsLimits, { userId: user.id });
  }

  @Endpoint(routes.list)
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsList, { userId: user.id });
  }

  @Endpoint(routes.receipt)
  receipt(@RouteInput() { params }: RouteRequest<typeof routes.receipt>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsReceipt, { withdrawalId: params.id, requesterId: user.id, requesterIsAdmin: false }, { timeoutMs: 15_000 });
  }

  @Endpoint(routes.create)
  create(@RouteInput() { body }: RouteRequest<typeof routes.create>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsCreate, { ...body, userId: user.id }, { timeoutMs: 60_000 });
  }
}
