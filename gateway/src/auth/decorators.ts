import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './token-verifier.js';

export { ADMIN_ROLE, isStaff } from '@portal/contracts';
export const RECIPIENT_ROLE = 'recipient';

export interface PortalRequest {
  user?: AuthenticatedUser;
  headers: Record<string, string | string[] | undefined>;
  url: string;
  /** The client's address (behind a proxy, the one it names: the gateway trusts its proxy). */
  ip: string;
}

/** The verified caller of a non-public route. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const user = ctx.switchToHttp().getRequest<PortalRequest>().user;
  if (!user) throw new Error('CurrentUser used on a public route');
  return user;
});
