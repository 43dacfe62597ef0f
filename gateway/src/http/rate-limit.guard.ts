import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMITS, RATE_LIMIT_CODE, rateLimitMessage, rateLimitOf, type RateLimitClass } from '@portal/contracts';
import type { PortalRequest } from '../auth/decorators.js';
import { ApiError } from './api-error.js';
import { routeOf } from './endpoint.js';
import { RateLimitStore } from './rate-limit.store.js';

/** Whole seconds until a refused caller may try again (at least 1). */
export function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

/**
 * Counts every declared route's calls against its budget (RATE_LIMITS in @portal/contracts) in Redis,
 * per user when the caller signed in (AuthGuard ran before) and per IP otherwise; past it the answer is
 * 429 with Retry-After and the wait in words. Every request of an address is counted before this too,
 * refusals included (IpRateLimit).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters: Record<RateLimitClass, RateLimiterRedis>;

  constructor(@Inject(RateLimitStore) store: RateLimitStore) {
    this.limiters = Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, budget]) => [name, store.limiter(name, budget)])) as Record<
      RateLimitClass,
      RateLimiterRedis
    >;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const declaration = routeOf(context);
    if (!declaration) return true; // AuthGuard refuses undeclared handlers.
    const request = context.switchToHttp().getRequest<PortalRequest>();
    const caller = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    try {
      await this.limiters[rateLimitOf(declaration)].consume(caller);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = retryAfterSeconds(rejection);
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(seconds));
      throw new ApiError(429, RATE_LIMIT_CODE, rateLimitMessage(seconds));
    }
  }
}
