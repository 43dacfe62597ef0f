import { Controller, Inject, Req, Res } from '@nestjs/common';
import {
  Api,
  ErrorCodes,
  KYC_DOWNLOADS_BUCKET,
  KYC_MAX_BYTES,
  KYC_UPLOADS_BUCKET,
  KycMessages,
  Rpc,
  checkKycUpload,
  type RouteRequest,
} from '@portal/contracts';
import { FileHandoff, RpcClient } from '@portal/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/profile.cache.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { DocumentLinkSigner } from './document-link.js';

const UPLOAD_CODES = { 400: ErrorCodes.validationFailed, 413: 'FILE_TOO_LARGE', 415: 'UNSUPPORTED_FILE_TYPE' } as const;

function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > KYC_MAX_BYTES + 64 * 1024) throw new ApiError(413, UPLOAD_CODES[413], KycMessages.tooLarge);
    if (!request.isMultipart()) throw new ApiError(400, ErrorCodes.validationFailed, KycMessages.fileRequired);
    // A multipart body the parser cannot read (no boundary, a broken part) is the client's error, not ours.
    const part = await request.file({ limits: { fileSize: KYC_MAX_BYTES, files: 1, fields: 4 } }).catch((error: unknown) => {
      throw new ApiError(400, ErrorCodes.validationFailed, `${KycMessages.fileRequired} (${(error as Error).message})`);
    });
    if (!part) throw new ApiError(400, ErrorCodes.validationFailed, KycMessages.fileRequired);
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, UPLOAD_CODES[413], KycMessages.tooLarge);
      throw error;
    }
    const check = checkKycUpload(part.filename, data.byteLength, data);
    if (!check.ok) throw new ApiError(check.status, UPLOAD_CODES[check.status], check.message);
    const objectName = await this.handoff.put(KYC_UPLOADS_BUCKET, data);
    const document = await this.rpc.call(
      Rpc.kycSubmit,
      { userId: user.id, objectName, fileName: part.filename, sizeBytes: data.byteLength },
      { timeoutMs: 30_000 },
    );
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
    const check = this.links.verify(params.token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(410, 'LINK_EXPIRED', KycMessages.linkExpired)
        : new ApiError(403, ErrorCodes.forbidden, KycMessages.linkInvalid);
    }
    const { d: documentId, u: requesterId, a: requesterIsAdmin } = check.claims;
    // Shown in the page (inline) it is audited as a view, otherwise as a download.
    const purpose = inline ? 'link' : 'download';
    const file = await this.rpc.call(Rpc.kycFetchFile, { documentId, requesterId, requesterIsAdmin, purpose }, { timeoutMs: 30_000 });
    const data = await this.handoff.take(KYC_DOWNLOADS_BUCKET, file.objectName);
    if (!data) throw new ApiError(502, ErrorCodes.internal, 'Failed to load document');
    void reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName, inline ? 'inline' : 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(data));
  }
}
