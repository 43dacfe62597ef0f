import { Inject, Injectable, type CanActivate, type ExecutionContext, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMITS, RATE_LIMIT_CODE, rateLimitMessage, rateLimitOf, type RateLimitClass } from '@portal/contracts';
import { createLogger } from '@portal/service-kit';
import type { PortalRequest } from '../auth/decorators.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from './api-error.js';
import { routeOf } from './endpoint.js';

/**
 * Counts every declared route's calls against its budget (RATE_LIMITS in @portal/contracts) in Redis,
 * per user when the caller signed in (AuthGuard ran before) and per IP otherwise; past it the answer is
 * 429 with Retry-After and the wait in words. While Redis is unreachable each gateway instance counts
 * in memory instead (the insurance limiter), so the limits hold without taking the portal down.
 */
@Injectable()
export class RateLimitGuard implements CanActivate, OnModuleDestroy {
  private readonly log = createLogger('gateway.rate-limit');
  private readonly redis: Redis;
  private readonly limiters: Record<RateLimitClass, RateLimiterRedis>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    // Auto-pipelining: the counts of requests arriving together go to Redis in one write, not one each.
    this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false, enableAutoPipelining: true });
    this.redis.on('error', (error) => this.log.debug({ err: error.message }, 'rate-limit store unreachable'));
    const factor = config.rateLimitFactor;
    this.limiters = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([name, { points, windowSeconds }]) => {
        const budget = { points: Math.max(1, Math.round(points * factor)), duration: windowSeconds };
        return [
          name,
          new RateLimiterRedis({
            storeClient: this.redis,
            keyPrefix: `rate:${name}`,
            ...budget,
            insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rate:${name}`, ...budget }),
          }),
        ];
      }),
    ) as Record<RateLimitClass, RateLimiterRedis>;
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
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(seconds));
      throw new ApiError(429, RATE_LIMIT_CODE, rateLimitMessage(seconds));
    }
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
