import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { withPeople } from './people.js';

const routes = Api.admin;

/** Withdrawals and ledger repairs. */
@Controller()
export class AdminMoneyController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.withdrawals)
  async withdrawals(@RouteInput() { query }: RouteRequest<typeof routes.withdrawals>) {
    return withPeople(this.rpc, await this.rpc.call(Rpc.withdrawalsAdminList, { status: query.status }));
  }

  @Endpoint(routes.setWithdrawalStatus)
  setWithdrawalStatus(@RouteInput() { params, body }: RouteRequest<typeof routes.setWithdrawalStatus>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.withdrawalsSetStatus, { withdrawalId: params.id, status: body.status, message: body.message, adminId: admin.id });
  }

  @Endpoint(routes.fixDuplicates)
  fixDuplicates(@CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.ledgerHealDuplicates, { actorId: admin.id });
  }
}
