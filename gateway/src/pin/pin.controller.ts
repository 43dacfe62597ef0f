import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { CurrentUser } from '../auth/decorators.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.pin;

/**
 * The transaction PIN. Replacing or deleting an existing one needs the current PIN, which the ledger
 * checks as a PIN attempt; a forgotten or locked PIN is replaced through a single-use link the ledger
 * has mailed to the account's address, used while signed in as its owner.
 */
@Controller()
export class PinController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.status)
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinStatus, { userId: user.id });
  }

  @Endpoint(routes.set)
  set(@RouteInput() { body }: RouteRequest<typeof routes.set>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinSet, { ...body, userId: user.id }, { timeoutMs: 10_000 });
  }

  @Endpoint(routes.remove)
  remove(@RouteInput() { body }: RouteRequest<typeof routes.remove>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinDelete, { userId: user.id, currentPin: body.currentPin }, { timeoutMs: 10_000 });
  }

  /** The body is empty; reading it through @RouteInput() refuses anything else. */
  @Endpoint(routes.requestReset)
  requestReset(@RouteInput() _input: RouteRequest<typeof routes.requestReset>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinResetRequest, { userId: user.id }, { timeoutMs: 20_000 });
  }

  @Endpoint(routes.completeReset)
  completeReset(@RouteInput() { body }: RouteRequest<typeof routes.completeReset>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinResetComplete, { ...body, userId: user.id }, { timeoutMs: 10_000 });
  }
}
