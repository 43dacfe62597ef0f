import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { PER_IP_RATE_LIMIT, RATE_LIMIT_CODE, rateLimitMessage, type ApiErrorBody } from '@portal/contracts';
import { retryAfterSeconds } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

/** The Redis key prefix of the per-address budget (`rate:ip-first:<address>`). */
export const PER_IP_LIMITER_NAME = 'ip-first';

/**
 * The per-address budget (PER_IP_RATE_LIMIT), counted in a Fastify onRequest hook: before the route's
 * guards, so every API request counts — one refused for a bad token, a bad body or a missing route
 * too — and a refused one costs one Redis increment, not a token's signature check or a body read.
 */
@Injectable()
export class IpRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(RateLimitStore) store: RateLimitStore) {
    this.limiter = store.limiter(PER_IP_LIMITER_NAME, PER_IP_RATE_LIMIT);
  }

  /** Registers the hook: requests under /api/ are counted by the client's address (behind a trusted proxy, the one it names). */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      try {
        await this.limiter.consume(request.ip);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = retryAfterSeconds(rejection);
        const body: ApiErrorBody = { statusCode: 429, code: RATE_LIMIT_CODE, message: rateLimitMessage(seconds) };
        return reply.status(429).header('retry-after', String(seconds)).send(body);
      }
    });
  }
}
