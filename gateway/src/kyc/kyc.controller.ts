import { Controller, Inject, Req, Res } from '@nestjs/common';
import { Api, ErrorCodes, KYC_DOWNLOADS_BUCKET, KYC_UPLOADS_BUCKET, KYC_UPLOAD_RULES, KycMessages, Rpc, type RouteRequest } from '@portal/contracts';
import { FileHandoff, RpcClient } from '@portal/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/profile.cache.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { sendFile } from '../http/file-download.js';
import { readUploadedFile } from '../http/uploaded-file.js';
import { DocumentLinkSigner } from './document-link.js';

const routes = Api.kyc;

@Controller()
export class KycController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(FileHandoff) private readonly handoff: FileHandoff,
    @Inject(DocumentLinkSigner) private readonly links: DocumentLinkSigner,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
  ) {}

  @Endpoint(routes.overview)
  overview(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.kycOverview, { userId: user.id });
  }

  /**
   * Multipart field `file`: at most 10 MB (refused while reading, before anything is stored),
   * type checked by content. The bytes reach accounts-kyc through a JetStream object store bucket.
   */
  @Endpoint(routes.submit)
  async submit(@Req() request: FastifyRequest, @CurrentUser() user: AuthenticatedUser) {
    const { fileName, data } = await readUploadedFile(request, KYC_UPLOAD_RULES);
    const objectName = await this.handoff.put(KYC_UPLOADS_BUCKET, data);
    const document = await this.rpc.call(Rpc.kycSubmit, { userId: user.id, objectName, fileName, sizeBytes: data.byteLength }, { timeoutMs: 30_000 });
    this.profiles.forget(user.id);
    return document;
  }

  /** The recipient's own documents only; admins ask through Api.adminKyc.documentLink. */
  @Endpoint(routes.documentLink)
  async link(@RouteInput() { params }: RouteRequest<typeof routes.documentLink>, @CurrentUser() user: AuthenticatedUser) {
    await this.rpc.call(Rpc.kycGetDocument, { documentId: params.id, requesterId: user.id, requesterIsAdmin: false, purpose: 'link' });
    return this.links.link(params.id, user.id, false);
  }

  @Endpoint(routes.file)
  async file(@RouteInput() { params, query }: RouteRequest<typeof routes.file>, @Res() reply: FastifyReply): Promise<void> {
    const inline = query.disposition === 'inline';
    const { d: documentId, u: requesterId, a: requesterIsAdmin } = this.links.claimsOf(params.token, KycMessages);
    // Shown in the page (inline) it is audited as a view, otherwise as a download.
    const purpose = inline ? 'link' : 'download';
    const file = await this.rpc.call(Rpc.kycFetchFile, { documentId, requesterId, requesterIsAdmin, purpose }, { timeoutMs: 30_000 });
    const data = await this.handoff.take(KYC_DOWNLOADS_BUCKET, file.objectName);
    if (!data) throw new ApiError(502, ErrorCodes.internal, 'Failed to load document');
    sendFile(reply, file, data, inline ? 'inline' : 'attachment');
  }
}
