import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { createLogger } from '@portal/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/** A request budget: `points` requests per `windowSeconds`. */
export interface Budget {
  points: number;
  windowSeconds: number;
}

/**
 * A budget as counted in Redis under `rate:<name>:<caller>`, scaled by the install's factor (RATE_LIMIT_FACTOR);
 * while Redis is unreachable each gateway instance counts in memory instead (the insurance limiter), so the
 * limits hold without taking the portal down.
 */
export function redisLimiter(redis: Redis, name: string, { points, windowSeconds }: Budget, factor: number): RateLimiterRedis {
  const budget = { points: Math.max(1, Math.round(points * factor)), duration: windowSeconds };
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `rate:${name}`,
    ...budget,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rate:${name}`, ...budget }),
  });
}

/** The one Redis connection the gateway's rate limits count in. */
@Injectable()
export class RateLimitStore implements OnModuleDestroy {
  private readonly log = createLogger('gateway.rate-limit');
  readonly redis: Redis;
  readonly factor: number;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    // Auto-pipelining: the counts of requests arriving together go to Redis in one write, not one each.
    this.redis = new Redis({ ...config.redis, enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false, enableAutoPipelining: true });
    this.redis.on('error', (error) => this.log.debug({ err: error.message }, 'rate-limit store unreachable'));
    this.factor = config.rateLimitFactor;
  }

  limiter(name: string, budget: Budget): RateLimiterRedis {
    return redisLimiter(this.redis, name, budget, this.factor);
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
