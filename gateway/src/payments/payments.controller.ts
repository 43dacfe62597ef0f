import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

/** PIN checks and ledger postings take a bcrypt verify and two services: allow for a busy machine. */
export const MONEY_TIMEOUT_MS = 30_000;

/** Transfers and project payments of the signed-in recipient. */
@Controller()
export class PaymentsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(Api.transfers.list)
  transfers(@RouteInput() { query }: RouteRequest<typeof Api.transfers.list>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.transfersList, { ...query, userId: user.id });
  }

  @Endpoint(Api.transfers.create)
  sendMoney(@RouteInput() { body }: RouteRequest<typeof Api.transfers.create>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.transfersCreate, { ...body, userId: user.id }, { timeoutMs: MONEY_TIMEOUT_MS });
  }

  @Endpoint(Api.projectPayments.list)
  projectPayments(@RouteInput() { query }: RouteRequest<typeof Api.projectPayments.list>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.projectPaymentsList, { ...query, userId: user.id });
  }

  @Endpoint(Api.projectPayments.create)
  createProjectPayment(@RouteInput() { body }: RouteRequest<typeof Api.projectPayments.create>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.projectPaymentsCreate, { ...body, userId: user.id }, { timeoutMs: MONEY_TIMEOUT_MS });
  }
}
