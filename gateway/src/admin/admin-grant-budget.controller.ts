import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Api, BudgetMessages, ErrorCodes, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { grantBudgetCsv } from './grant-budget-csv.js';

const routes = Api.admin;

/** A grant's budget against actual, setting it, its CSV export and reallocation decisions (the ledger decides and audits each). */
@Controller()
export class AdminGrantBudgetController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.grantBudget)
  budget(@RouteInput() { params }: RouteRequest<typeof routes.grantBudget>) {
    return this.rpc.call(Rpc.grantBudget, { userId: params.id });
  }

  @Endpoint(routes.setGrantBudget)
  set(@RouteInput() { params, body }: RouteRequest<typeof routes.setGrantBudget>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantBudgetSet, { userId: params.id, actorId: admin.id, lines: body.lines, mode: body.mode });
  }

  @Endpoint(routes.grantBudgetCsv)
  async exportCsv(@RouteInput() { params }: RouteRequest<typeof routes.grantBudgetCsv>, @Res() reply: FastifyReply): Promise<void> {
    const budget = await this.rpc.call(Rpc.grantBudget, { userId: params.id });
    if (!budget) throw new ApiError(404, ErrorCodes.notFound, BudgetMessages.noGrant);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="grant-budget.csv"')
      .header('cache-control', 'private, no-store')
      .send(grantBudgetCsv(budget));
  }

  @Endpoint(routes.approveReallocation)
  approve(@RouteInput() { params }: RouteRequest<typeof routes.approveReallocation>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantReallocationDecide, { reallocationId: params.id, actorId: admin.id, decision: 'approved' });
  }

  @Endpoint(routes.rejectReallocation)
  reject(@RouteInput() { params, body }: RouteRequest<typeof routes.rejectReallocation>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantReallocationDecide, { reallocationId: params.id, actorId: admin.id, decision: 'rejected', comment: body.comment });
  }
}
