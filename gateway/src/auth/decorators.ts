import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './token-verifier.js';

export const IS_PUBLIC = 'portal:isPublic';
export const REQUIRED_ROLE = 'portal:requiredRole';

export const ADMIN_ROLE = 'admin';
export const RECIPIENT_ROLE = 'recipient';

/** No token needed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Recipients need an approved KYC here; the message is the feature's refusal text. */
export const REQUIRE_KYC = 'portal:requireKyc';
export const RequireApprovedKyc = (message: string) => SetMetadata(REQUIRE_KYC, message);

/** Only callers holding this realm role. */
export const RequireRole = (role: string) => SetMetadata(REQUIRED_ROLE, role);

export interface PortalRequest {
  user?: AuthenticatedUser;
  headers: Record<string, string | string[] | undefined>;
  url: string;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const user = ctx.switchToHttp().getRequest<PortalRequest>().user;
  if (!user) throw new Error('CurrentUser used on a public route');
  return user;
});
