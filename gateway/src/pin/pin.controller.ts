import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { CurrentUser } from '../auth/decorators.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.pin;

/**
 * The transaction PIN. Replacing or deleting an existing one needs proof: the current PIN, which the
 * ledger checks as a PIN attempt, or the account password, which identity checks with Keycloak here
 * before the ledger is told only that it was proven (the password itself goes no further).
 */
@Controller()
export class PinController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.status)
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.pinStatus, { userId: user.id });
  }

  @Endpoint(routes.set)
  async set(@RouteInput() { body }: RouteRequest<typeof routes.set>, @CurrentUser() user: AuthenticatedUser) {
    const { password, ...rest } = body;
    const passwordProven = await this.provePassword(user, password);
    return this.rpc.call(Rpc.pinSet, { ...rest, userId: user.id, passwordProven }, { timeoutMs: 10_000 });
  }

  @Endpoint(routes.remove)
  async remove(@RouteInput() { body }: RouteRequest<typeof routes.remove>, @CurrentUser() user: AuthenticatedUser) {
    const passwordProven = await this.provePassword(user, body.password);
    return this.rpc.call(Rpc.pinDelete, { userId: user.id, currentPin: body.currentPin, passwordProven }, { timeoutMs: 10_000 });
  }

  /** True once identity has confirmed the password (a wrong one is refused there and nothing changes); undefined without one. */
  private async provePassword(user: AuthenticatedUser, password: string | undefined): Promise<true | undefined> {
    if (password === undefined) return undefined;
    await this.rpc.call(Rpc.identityVerifyPassword, { userId: user.id, password }, { timeoutMs: 20_000 });
    return true;
  }
}
