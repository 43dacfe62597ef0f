import { Controller, Inject, Req, Res } from '@nestjs/common';
import {
  Api,
  ErrorCodes,
  REPORT_ATTACHMENT_DOWNLOADS_BUCKET,
  REPORT_ATTACHMENT_UPLOADS_BUCKET,
  REPORT_ATTACHMENT_UPLOAD_RULES,
  ReportAttachmentMessages,
  Rpc,
  type RouteRequest,
} from '@portal/contracts';
import { FileHandoff, RpcClient } from '@portal/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { sendFile } from '../http/file-download.js';
import { readUploadedFile } from '../http/uploaded-file.js';
import { AttachmentLinkSigner } from './attachment-link.js';

const routes = Api.grantAttachments;

/**
 * The recipient's progress-report files. The flow keeps a submitted version unchanged: files are uploaded as drafts of
 * one of the caller's own milestones, and the submission or revision (Api.grant.submitReport) names the drafts it
 * carries. The ledger answers only for the caller's own milestones and files; reads go through signed links.
 */
@Controller()
export class ReportAttachmentsController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(FileHandoff) private readonly handoff: FileHandoff,
    @Inject(AttachmentLinkSigner) private readonly links: AttachmentLinkSigner,
  ) {}

  /**
   * Multipart field `file`: at most 10 MB (refused while reading, before anything is stored), PDF, JPEG or PNG by
   * content. The bytes reach the ledger through its own JetStream object store bucket.
   */
  @Endpoint(routes.upload)
  async upload(@Req() request: FastifyRequest, @RouteInput() { params }: RouteRequest<typeof routes.upload>, @CurrentUser() user: AuthenticatedUser) {
    const { fileName, data } = await readUploadedFile(request, REPORT_ATTACHMENT_UPLOAD_RULES);
    const objectName = await this.handoff.put(REPORT_ATTACHMENT_UPLOADS_BUCKET, data);
    return this.rpc.call(
      Rpc.grantAttachmentAdd,
      { userId: user.id, milestoneId: params.id, objectName, fileName, sizeBytes: data.byteLength },
      { timeoutMs: 30_000 },
    );
  }

  @Endpoint(routes.drafts)
  drafts(@RouteInput() { params }: RouteRequest<typeof routes.drafts>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantAttachmentDrafts, { userId: user.id, milestoneId: params.id });
  }

  @Endpoint(routes.remove)
  remove(@RouteInput() { params }: RouteRequest<typeof routes.remove>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.grantAttachmentRemove, { userId: user.id, attachmentId: params.id });
  }

  /** The caller's own files only; staff ask through Api.admin.grantReportAttachmentLink. */
  @Endpoint(routes.link)
  async link(@RouteInput() { params }: RouteRequest<typeof routes.link>, @CurrentUser() user: AuthenticatedUser) {
    await this.rpc.call(Rpc.grantAttachmentGet, { attachmentId: params.id, requesterId: user.id, requesterIsAdmin: false, purpose: 'link' });
    return this.links.link(params.id, user.id, false);
  }

  @Endpoint(routes.file)
  async file(@RouteInput() { params, query }: RouteRequest<typeof routes.file>, @Res() reply: FastifyReply): Promise<void> {
    const inline = query.disposition === 'inline';
    const { d: attachmentId, u: requesterId, a: requesterIsAdmin } = this.links.claimsOf(params.token, ReportAttachmentMessages);
    // Shown in the page (inline) it is audited as a view, otherwise as a download.
    const purpose = inline ? 'link' : 'download';
    const file = await this.rpc.call(Rpc.grantAttachmentFetch, { attachmentId, requesterId, requesterIsAdmin, purpose }, { timeoutMs: 30_000 });
    const data = await this.handoff.take(REPORT_ATTACHMENT_DOWNLOADS_BUCKET, file.objectName);
    if (!data) throw new ApiError(502, ErrorCodes.internal, ReportAttachmentMessages.uploadFailed);
    sendFile(reply, file, data, inline ? 'inline' : 'attachment');
  }
}
