import { fileURLToPath } from 'node:url';
import { ACCOUNT_STATUS_RECHECK_MS, READ_CACHE_TTL_MS } from '@portal/contracts';
import { natsTransportOptions, redisOptionsFromEnv, secretFromEnv } from '@portal/service-kit';
import type { RedisOptions } from 'ioredis';

export interface GatewayConfig {
  port: number;
  host: string;
  /** NATS_URL (`tls://` in production; TLS and credentials: natsTransportOptions, natsAuth). */
  natsUrl: string;
  /** Redis for the rate limits and the health probe (REDIS_URL, REDIS_PASSWORD …: redisOptionsFromEnv). */
  redis: RedisOptions;
  /**
   * `url` is how the gateway reaches Keycloak (KEYCLOAK_URL, e.g. the in-cluster address), `publicUrl` the
   * address browsers use and tokens name as issuer (KEYCLOAK_PUBLIC_URL, default: the same). clientId: the
   * recipients' browser client; adminClientId: the admin sign-in client, whose tokens carry `acr` = adminAcr
   * only after a password and a one-time code (Keycloak's level-of-authentication flow).
   */
  keycloak: { url: string; publicUrl: string; realm: string; clientId: string; adminClientId: string; adminAcr: string; audience: string };
  /** The folder holding shell/ and the remotes, each with a dist/ build. */
  frontendsDir: string;
  /** How long a recipient's account status may be served from memory (ms); status-change events clear it at once. */
  statusCacheMs: number;
  /** How long a recipient's dashboard and transaction pages may be served from memory (ms; 0: never); the ledger's change messages clear them at once. */
  readCacheMs: number;
  /** How often the browser re-checks the account status (spec: 5 minutes; tests shorten it). */
  statusRecheckMs: number;
  /** Signs KYC document links (HMAC). */
  kycLinkSecret: string;
  /**
   * Which proxies' X-Forwarded-For/-Proto the gateway believes (Fastify trustProxy: addresses, CIDRs or
   * proxy-addr keywords). Only these may name the client's IP, which per-IP rate limits count by.
   */
  trustProxy: string;
  /** Multiplies every request budget of RATE_LIMITS (the test platform raises them; 1 in production). */
  rateLimitFactor: number;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const kycLinkSecret = secretFromEnv('KYC_LINK_SECRET', 'development-only-kyc-link-secret', env);
  const natsUrl = env.NATS_URL || 'nats://127.0.0.1:4222';
  // Production refuses a plain NATS or Redis URL or a missing password here, before anything starts.
  natsTransportOptions(natsUrl, env);
  return {
    port: Number(env.GATEWAY_PORT ?? 3000),
    host: env.GATEWAY_HOST ?? '0.0.0.0',
    natsUrl,
    redis: redisOptionsFromEnv(env),
    keycloak: {
      url: env.KEYCLOAK_URL ?? 'http://localhost:8180',
      publicUrl: env.KEYCLOAK_PUBLIC_URL || (env.KEYCLOAK_URL ?? 'http://localhost:8180'),
      realm: env.KEYCLOAK_REALM ?? 'grant-portal',
      clientId: env.KEYCLOAK_CLIENT_ID ?? 'portal-web',
      adminClientId: env.KEYCLOAK_ADMIN_CLIENT_ID ?? 'portal-admin',
      adminAcr: env.KEYCLOAK_ADMIN_ACR ?? 'mfa',
      audience: env.KEYCLOAK_AUDIENCE ?? 'portal-api',
    },
    frontendsDir: env.FRONTENDS_DIR ?? fileURLToPath(new URL('../../frontends', import.meta.url)),
    statusCacheMs: Number(env.STATUS_CACHE_MS ?? 5000),
    readCacheMs: Number(env.READ_CACHE_MS ?? READ_CACHE_TTL_MS),
    statusRecheckMs: Number(env.STATUS_RECHECK_MS ?? ACCOUNT_STATUS_RECHECK_MS),
    kycLinkSecret,
    trustProxy: env.TRUST_PROXY ?? 'loopback,uniquelocal',
    rateLimitFactor: positiveNumber(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR'),
  };
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!(n > 0)) throw new Error(`${name} must be a positive number, got '${value}'`);
  return n;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
