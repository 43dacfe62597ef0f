import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import {
  ACCOUNT_STATUS_BLOCKED,
  ErrorCodes,
  INACTIVE_STATUS,
  GenericMessages,
  accountBlockedMessage,
  canSignIn,
  isStaff,
  staffMayCall,
} from '@portal/contracts';
import { ApiError } from '../http/api-error.js';
import { routeOf } from '../http/endpoint.js';
import { RECIPIENT_ROLE, type PortalRequest } from './decorators.js';
import { TokenVerifier, InvalidTokenError } from './token-verifier.js';
import { ProfileCache } from './profile.cache.js';

/**
 * Runs on every route, reading the access rule from the route's declaration in `@portal/contracts`:
 * public routes pass; every other call needs a valid Keycloak token; an admin route a back-office role
 * the contracts' `staffMayCall` lets call it (the admin, a staff role the route names, the auditor on reads);
 * a recipient route the recipient role; for a back-office account (admin or staff) the second factor
 * (whatever the route), and — for recipients — an account that is approved or active and, where declared,
 * an approved KYC.
 * A handler without a declaration is refused (fail closed).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(TokenVerifier) private readonly verifier: TokenVerifier,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const declaration = routeOf(context);
    if (!declaration) throw new ApiError(403, ErrorCodes.forbidden, 'This route is not declared in the API contract');
    if (declaration.access === 'public') return true;

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

    // A back-office account (the admin or a staff role) is served only with the second factor (a token of the
    // admin client at the admin level: password and one-time code), on every route: a password-only staff
    // token (e.g. from the recipients' sign-in) gets no back-office powers and no recipient identity either.
    // Admin routes need a back-office role, so they are covered by this check too.
    const staff = isStaff(request.user.roles);
    if (staff && !request.user.secondFactor) {
      throw new ApiError(403, ErrorCodes.secondFactorRequired, GenericMessages.secondFactorRequired);
    }
    if (declaration.access === 'admin' && !staffMayCall(declaration, request.user.roles)) {
      throw new ApiError(403, ErrorCodes.forbidden, staff ? 'Your staff role does not allow this' : GenericMessages.notAdmin);
    }
    if (declaration.access === 'recipient' && !request.user.roles.includes(RECIPIENT_ROLE)) {
      throw new ApiError(403, ErrorCodes.forbidden, 'You do not have permission to do this');
    }
    if (!staff) {
      const profile = await this.profiles.get(request.user.id);
      if (!canSignIn(profile.accountStatus)) {
        throw new ApiError(403, ACCOUNT_STATUS_BLOCKED, accountBlockedMessage(profile.accountStatus), { accountStatus: profile.accountStatus });
      }
      // A deactivated account is refused like a blocked status (the web app signs out on this code).
      if (!profile.isActive) {
        throw new ApiError(403, ACCOUNT_STATUS_BLOCKED, accountBlockedMessage(INACTIVE_STATUS), { accountStatus: INACTIVE_STATUS });
      }
      if (declaration.kycRequired && profile.kycStatus !== 'approved') {
        throw new ApiError(403, ErrorCodes.kycNotApproved, declaration.kycRequired, { kycStatus: profile.kycStatus });
      }
    }
    return true;
  }
}
