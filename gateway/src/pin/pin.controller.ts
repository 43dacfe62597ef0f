import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { CurrentUser } from '../auth/decorators.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.pin;

@Controller()
export class PinController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.status)
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinStatus, { userId: user.id });
  }

  @Endpoint(routes.set)
  set(@RouteInput() { body }: RouteRequest<typeof routes.set>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinSet, { userId: user.id, ...body }, { timeoutMs: 10_000 });
  }

  @Endpoint(routes.remove)
  remove(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinDelete, { userId: user.id });
  }
}
