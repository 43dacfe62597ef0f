import { Controller, Inject } from '@nestjs/common';
import {
  Api,
  ApprovalMessages,
  ErrorCodes,
  GrantMessages,
  RecipientStandingMessages,
  Rpc,
  mayReceiveCredits,
  type ApprovalRequestView,
  type RouteRequest,
} from '@portal/contracts';
import { RpcCallError, RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { withPeople } from './people.js';

const routes = Api.admin;

/** Four-eyes requests: one admin asks, a different admin approves (the ledger enforces both rules). */
@Controller()
export class AdminApprovalsController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  @Endpoint(routes.approvals)
  async list(@RouteInput() { query }: RouteRequest<typeof routes.approvals>) {
    const list = await this.rpc.call(Rpc.approvalsList, { status: query.status });
    return { ...list, requests: await this.withRecipients(list.requests) };
  }

  /**
   * Only for a recipient who exists (not erased): 404 otherwise. An award, an addition or a report approval (which
   * releases a tranche) only while the account may
   * sign in and is not deactivated (409 otherwise, nothing stored); a deduction (recovering funds) from any of them.
   * The ledger checks the recipient again when the request is approved.
   */
  @Endpoint(routes.createApproval)
  async create(@RouteInput() { body }: RouteRequest<typeof routes.createApproval>, @CurrentUser() admin: AuthenticatedUser) {
    const profile = await this.rpc.call(Rpc.accountsGetProfile, { userId: body.userId }).catch((error: unknown) => {
      if (error instanceof RpcCallError && error.body.statusCode === 404) throw new ApiError(404, ErrorCodes.notFound, ApprovalMessages.unknownRecipient);
      throw error;
    });
    const credits = body.kind !== 'funds_adjustment' || body.adjustment.direction === 'add';
    if (credits && !mayReceiveCredits(profile)) {
      throw new ApiError(409, ErrorCodes.conflict, body.kind === 'grant_award' ? GrantMessages.notApproved : RecipientStandingMessages.creditRefused);
    }
    return this.rpc.call(Rpc.approvalsCreate, { ...body, makerId: admin.id });
  }

  @Endpoint(routes.approveApproval)
  approve(@RouteInput() { params }: RouteRequest<typeof routes.approveApproval>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.approvalsApprove, { id: params.id, checkerId: admin.id });
  }

  @Endpoint(routes.rejectApproval)
  reject(@RouteInput() { params, body }: RouteRequest<typeof routes.rejectApproval>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.approvalsReject, { id: params.id, checkerId: admin.id, reason: body.reason });
  }

  /** Names the recipient of each request (admin lists name people); a deleted profile shows as null. */
  private async withRecipients(requests: ApprovalRequestView[]): Promise<ApprovalRequestView[]> {
    return (await withPeople(this.rpc, requests)).map(({ user, ...r }) => ({ ...r, recipient: user }));
  }
}
