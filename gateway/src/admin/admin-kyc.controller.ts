import { Controller, Inject } from '@nestjs/common';
import { Api, Rpc, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/profile.cache.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { DocumentLinkSigner } from '../kyc/document-link.js';

const routes = Api.admin;

/** KYC review: decisions, notes, resets and links to the documents. */
@Controller()
export class AdminKycController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
    @Inject(DocumentLinkSigner) private readonly links: DocumentLinkSigner,
  ) {}

  @Endpoint(routes.kycRequests)
  list(@RouteInput() { query }: RouteRequest<typeof routes.kycRequests>) {
    return this.rpc.call(Rpc.kycListRequests, { status: query.status });
  }

  @Endpoint(routes.kycDecide)
  async decide(@RouteInput() { params, body }: RouteRequest<typeof routes.kycDecide>, @CurrentUser() admin: AuthenticatedUser) {
    const document = await this.rpc.call(Rpc.kycDecide, { userId: params.userId, decision: body.decision, notes: body.notes, adminId: admin.id });
    this.profiles.forget(params.userId);
    return document;
  }

  @Endpoint(routes.kycNotes)
  saveNotes(@RouteInput() { params, body }: RouteRequest<typeof routes.kycNotes>, @CurrentUser() admin: AuthenticatedUser) {
    return this.rpc.call(Rpc.kycSaveNotes, { documentId: params.id, notes: body.notes, adminId: admin.id });
  }

  @Endpoint(routes.kycReset)
  async reset(@RouteInput() { params }: RouteRequest<typeof routes.kycReset>, @CurrentUser() admin: AuthenticatedUser) {
    const overview = await this.rpc.call(Rpc.kycReset, { userId: params.userId, adminId: admin.id });
    this.profiles.forget(params.userId);
    return overview;
  }

  @Endpoint(Api.adminKyc.bulk)
  async bulk(@RouteInput() { body }: RouteRequest<typeof Api.adminKyc.bulk>, @CurrentUser() admin: AuthenticatedUser) {
    const result = await this.rpc.call(Rpc.kycBulk, { ...body, adminId: admin.id }, { timeoutMs: 30_000 });
    for (const userId of result.succeeded) this.profiles.forget(userId);
    return result;
  }

  @Endpoint(Api.adminKyc.history)
  history(@RouteInput() { params }: RouteRequest<typeof Api.adminKyc.history>) {
    return this.rpc.call(Rpc.kycHistory, { userId: params.userId });
  }

  /** Any recipient's document; asking is audited by accounts-kyc as the admin's view. */
  @Endpoint(Api.adminKyc.documentLink)
  async documentLink(@RouteInput() { params }: RouteRequest<typeof Api.adminKyc.documentLink>, @CurrentUser() admin: AuthenticatedUser) {
    await this.rpc.call(Rpc.kycGetDocument, { documentId: params.id, requesterId: admin.id, requesterIsAdmin: true, purpose: 'link' });
    return this.links.link(params.id, admin.id, true);
  }

  @Endpoint(Api.adminKyc.analytics)
  analytics() {
    return this.rpc.call(Rpc.kycAnalytics, {});
  }
}
