import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { AttachmentLinkSigner } from '../grant/attachment-link.js';

const routes = Api.admin;

/** Grant schedules, the progress-report review queue and tranche releases (the ledger decides and audits each). */
@Controller()
export class AdminGrantReportsController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(AttachmentLinkSigner) private readonly links: AttachmentLinkSigner,
  ) {}

  @Endpoint(routes.grantSchedule)
  schedule(@RouteInput() { params }: RouteRequest<typeof routes.grantSchedule>) {
    return this.rpc.call(Rpc.grantSchedule, { userId: params.id });
  }

  @Endpoint(routes.grantReports)
  queue(@RouteInput() { query }: RouteRequest<typeof routes.grantReports>) {
    return this.rpc.call(Rpc.grantReportQueue, { filter: query.filter });
  }

  @Endpoint(routes.approveGrantReport)
  approve(@RouteInput() { params }: RouteRequest<typeof routes.approveGrantReport>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantReviewReport, { reportId: params.id, actorId: admin.id, decision: 'approved' });
  }

  @Endpoint(routes.requestGrantReportChanges)
  requestChanges(@RouteInput() { params, body }: RouteRequest<typeof routes.requestGrantReportChanges>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantReviewReport, { reportId: params.id, actorId: admin.id, decision: 'changes_requested', comment: body.comment });
  }

  @Endpoint(routes.rejectGrantReport)
  reject(@RouteInput() { params, body }: RouteRequest<typeof routes.rejectGrantReport>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantReviewReport, { reportId: params.id, actorId: admin.id, decision: 'rejected', comment: body.comment });
  }

  /** Any recipient's report file; asking is audited by the ledger as the admin's view, opening it as a download. */
  @Endpoint(routes.grantReportAttachmentLink)
  async attachmentLink(@RouteInput() { params }: RouteRequest<typeof routes.grantReportAttachmentLink>, @CurrentUser() admin: AuthenticatedUser) {
    await this.rpc.call(Rpc.grantAttachmentGet, { attachmentId: params.id, requesterId: admin.id, requesterIsAdmin: true, purpose: 'link' });
    return this.links.link(params.id, admin.id, true);
  }

  @Endpoint(routes.releaseGrantTranche)
  release(@RouteInput() { params }: RouteRequest<typeof routes.releaseGrantTranche>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantReleaseTranche, { trancheId: params.id, actorId: admin.id });
  }
}
