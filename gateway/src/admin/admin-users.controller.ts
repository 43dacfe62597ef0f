import { Controller, Inject } from '@nestjs/common';
import { Api, ErrorCodes, GrantMessages, RecipientStandingMessages, Rpc, mayReceiveCredits, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/profile.cache.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';

const routes = Api.admin;

/** Recipients' accounts and balances. */
@Controller()
export class AdminUsersController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
  ) {}

  @Endpoint(routes.users)
  list(@RouteInput() { query }: RouteRequest<typeof routes.users>) {
    return this.rpc.call(Rpc.accountsListProfiles, { status: query.status });
  }

  @Endpoint(routes.setUserStatus)
  async setStatus(@RouteInput() { params, body }: RouteRequest<typeof routes.setUserStatus>, @CurrentUser() admin: AuthenticatedUser) {
    const profile = await this.rpc.call(Rpc.accountsSetStatus, { userId: params.id, status: body.status, actorId: admin.id });
    this.profiles.forget(params.id);
    return profile;
  }

  /**
   * Only a recipient who exists (and was not erased) can have funds added or deducted: 404 otherwise, nothing posted.
   * Funds are added only while the account may sign in (409 otherwise); a deduction stays allowed, so money can be
   * recovered from a suspended or deactivated account. The profile comes from the cache the status rule uses
   * (every accounts-kyc change of the user — status, activity, erasure — drops it at once), so a burst of
   * adjustments does not ask accounts-kyc each time.
   */
  @Endpoint(routes.adjustFunds)
  async adjustFunds(@RouteInput() { params, body }: RouteRequest<typeof routes.adjustFunds>, @CurrentUser() admin: AuthenticatedUser) {
    const profile = await this.profiles.get(params.id);
    if (body.direction === 'add' && !mayReceiveCredits(profile)) throw new ApiError(409, ErrorCodes.conflict, RecipientStandingMessages.creditRefused);
    return this.rpc.call(Rpc.ledgerAdjustBalance, { userId: params.id, actorId: admin.id, ...body });
  }

  /** Awards the recipient's grant; only an approved (or active) account that is not deactivated can receive one. */
  @Endpoint(routes.awardGrant)
  async awardGrant(@RouteInput() { params, body }: RouteRequest<typeof routes.awardGrant>, @CurrentUser() admin: AuthenticatedUser) {
    const profile = await this.rpc.call(Rpc.accountsGetProfile, { userId: params.id });
    if (!mayReceiveCredits(profile)) throw new ApiError(409, ErrorCodes.conflict, GrantMessages.notApproved);
    return this.rpc.call(Rpc.ledgerOpenGrant, { ...body, userId: params.id, actorId: admin.id });
  }
}
