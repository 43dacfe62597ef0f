import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { MONEY_TIMEOUT_MS } from '../payments/payments.controller.js';
import { withPeople } from './people.js';

/** The back office's view of transfers and project payments, and their status changes. */
@Controller()
export class AdminPaymentsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(Api.admin.transfers)
  async transfers(@RouteInput() { query }: RouteRequest<typeof Api.admin.transfers>) {
    return withPeople(this.rpc, await this.rpc.call(Rpc.transfersAdminList, { status: query.status }));
  }

  @Endpoint(Api.admin.setTransferStatus)
  setTransferStatus(@RouteInput() { params, body }: RouteRequest<typeof Api.admin.setTransferStatus>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(
      Rpc.transfersSetStatus,
      { transferId: params.id, status: body.status, message: body.message, adminId: admin.id },
      { timeoutMs: MONEY_TIMEOUT_MS },
    );
  }

  @Endpoint(Api.admin.projectPayments)
  async projectPayments(@RouteInput() { query }: RouteRequest<typeof Api.admin.projectPayments>) {
    return withPeople(this.rpc, await this.rpc.call(Rpc.projectPaymentsAdminList, { status: query.status }));
  }

  @Endpoint(Api.admin.setProjectPaymentStatus)
  setProjectPaymentStatus(@RouteInput() { params, body }: RouteRequest<typeof Api.admin.setProjectPaymentStatus>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(
      Rpc.projectPaymentsSetStatus,
      { paymentId: params.id, status: body.status, message: body.message, adminId: admin.id },
      { timeoutMs: MONEY_TIMEOUT_MS },
    );
  }
}
