import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNT_STATUS_BLOCKED, ErrorCodes, GenericMessages, accountBlockedMessage, canSignIn } from '@portal/contracts';
import { ApiError } from '../http/api-error.js';
import { ADMIN_ROLE, IS_PUBLIC, REQUIRED_ROLE, REQUIRE_KYC, type PortalRequest } from './decorators.js';
import { TokenVerifier, InvalidTokenError } from './token-verifier.js';
import { ProfileCache } from './account-status.cache.js';

/**
 * Runs on every route: public routes pass; every other call needs a valid Keycloak token,
 * the route's role if it names one, and — for recipients — an account that is approved or active
 * and, on money routes, an approved KYC.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(TokenVerifier) private readonly verifier: TokenVerifier,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<PortalRequest>();
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw new ApiError(401, ErrorCodes.unauthenticated, GenericMessages.unauthenticated);
    try {
      request.user = await this.verifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new ApiError(401, ErrorCodes.unauthenticated, GenericMessages.unauthenticated);
      throw error;
    }

    const role = this.reflector.getAllAndOverride<string | undefined>(REQUIRED_ROLE, targets);
    if (role && !request.user.roles.includes(role)) {
      throw new ApiError(403, ErrorCodes.forbidden, role === ADMIN_ROLE ? GenericMessages.notAdmin : 'You do not have permission to do this');
    }
    if (!request.user.roles.includes(ADMIN_ROLE)) {
      const profile = await this.profiles.get(request.user.id);
      if (!canSignIn(profile.accountStatus)) {
        throw new ApiError(403, ACCOUNT_STATUS_BLOCKED, accountBlockedMessage(profile.accountStatus), { accountStatus: profile.accountStatus });
      }
      const kycMessage = this.reflector.getAllAndOverride<string | undefined>(REQUIRE_KYC, targets);
      if (kycMessage && profile.kycStatus !== 'approved') {
        throw new ApiError(403, ErrorCodes.kycNotApproved, kycMessage, { kycStatus: profile.kycStatus });
      }
    }
    return true;
  }
}
