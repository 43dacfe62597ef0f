// How every process reaches Redis, NATS and the SMTP relay: one place that turns the environment into
// the client libraries' options (ioredis, nats.js, nodemailer). In production (PORTAL_PROFILE=production,
// or unset) each connection must be encrypted and signed in, and a setting that would connect in clear or
// without a password stops the start with a message that names the variable. `npm start` and `npm test`
// (PORTAL_PROFILE development / test) connect to their local plain servers without any of these variables.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { portalProfileOf } from '@portal/contracts';
import { Redis, type RedisOptions } from 'ioredis';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

type Env = NodeJS.ProcessEnv;

/** Whether the environment is a production install: PORTAL_PROFILE=production or unset (an unknown value is refused). */
export function isProductionProfile(env: Env = process.env): boolean {
  return portalProfileOf(env.PORTAL_PROFILE) === 'production';
}

const set = (env: Env, key: string): string | undefined => (env[key] === undefined || env[key] === '' ? undefined : env[key]);

/** The PEM of a CA to trust, read from the file a `*_TLS_CA_FILE` variable names (a file that cannot be read stops the start). */
function caFrom(env: Env, key: string): string | undefined {
  const file = set(env, key);
  if (!file) return undefined;
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${key} names ${file}, which cannot be read: ${(error as Error).message}`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`${key} names ${file}, which holds no PEM certificate`);
  return pem;
}

/**
 * The name the server's certificate must carry: `*_TLS_SERVERNAME` when the host dialled is another name
 * (an in-cluster alias, an address), else the host itself. An IP address is no server name (SNI): its
 * certificate is then checked for that address.
 */
function serverNameFor(env: Env, key: string, host: string): string | undefined {
  const name = set(env, key) ?? host;
  return isIP(name) ? undefined : name;
}

/** TLS options a client hands to Node's tls.connect: the CA to trust (default: the system's) and the certificate name. */
export interface ClientTlsOptions {
  ca?: string[];
  servername?: string;
}

function clientTls(env: Env, prefix: 'REDIS' | 'NATS' | 'SMTP', host: string): ClientTlsOptions {
  const ca = caFrom(env, `${prefix}_TLS_CA_FILE`);
  const servername = serverNameFor(env, `${prefix}_TLS_SERVERNAME`, host);
  return { ...(ca ? { ca: [ca] } : {}), ...(servername ? { servername } : {}) };
}

// ---------------------------------------------------------------- Redis

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/0';

/**
 * ioredis options from REDIS_URL (`redis://host:port/db`, or `rediss://` for TLS), REDIS_USERNAME and
 * REDIS_PASSWORD (secrets, kept out of the URL, which lives in a ConfigMap), REDIS_TLS_CA_FILE (PEM of
 * the CA to trust) and REDIS_TLS_SERVERNAME (the certificate's name when the host dialled differs;
 * default the URL's host). In production the URL must be `rediss://`, REDIS_PASSWORD must be set and
 * the URL may carry no password.
 */
export function redisOptionsFromEnv(env: Env = process.env): RedisOptions {
  const production = isProductionProfile(env);
  const raw = set(env, 'REDIS_URL') ?? DEFAULT_REDIS_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`REDIS_URL is not a URL: "${raw}" (expected redis://host:port/db or rediss://host:port/db)`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss:// (TLS), got "${url.protocol}//"`);
  }
  const tls = url.protocol === 'rediss:';
  if (production && !tls) {
    throw new Error(`REDIS_URL is ${url.protocol}//${url.host}: with PORTAL_PROFILE=production Redis is reached over TLS only (rediss://)`);
  }
  if (production && (url.password || url.username)) {
    throw new Error('REDIS_URL carries credentials: with PORTAL_PROFILE=production they come from REDIS_USERNAME / REDIS_PASSWORD (secrets), not the URL');
  }
  const username = set(env, 'REDIS_USERNAME') ?? (url.username ? decodeURIComponent(url.username) : undefined);
  const password = set(env, 'REDIS_PASSWORD') ?? (url.password ? decodeURIComponent(url.password) : undefined);
  if (production && !password) {
    throw new Error('REDIS_PASSWORD is not set: with PORTAL_PROFILE=production every process signs in to Redis');
  }
  const db = url.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d+$/.test(db)) throw new Error(`REDIS_URL names database "${db}": a Redis database is a number`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
  return {
    host,
    port: url.port ? Number(url.port) : 6379,
    db: db === '' ? 0 : Number(db),
    ...(username ? { username } : {}),
    ...(password ? { password } : {}),
    ...(tls ? { tls: clientTls(env, 'REDIS', host) } : {}),
  };
}

/** A Redis client for this process's settings (redisOptionsFromEnv) with a caller's client options (retries, lazy connect …). */
export function createRedis(options: RedisOptions = {}, env: Env = process.env): Redis {
  return new Redis({ ...redisOptionsFromEnv(env), ...options });
}

/**
 * The Redis connections of one feature's BullMQ queue, worker and events: each `connection()` is a new blocking
 * connection without a per-request retry limit (as BullMQ needs), and `close()` ends them all, since BullMQ does
 * not close connections it was given.
 */
export function queueConnections(env: Env = process.env): { connection: () => Redis; close: () => void } {
  const open: Redis[] = [];
  return {
    connection: () => {
      const redis = createRedis({ maxRetriesPerRequest: null }, env);
      open.push(redis);
      return redis;
    },
    close: () => {
      for (const redis of open.splice(0)) redis.disconnect();
    },
  };
}

// ---------------------------------------------------------------- NATS

const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

/** nats.js TLS options (v3): the CA to trust and the certificate name (handed on to tls.connect). */
export interface NatsTlsOptions {
  ca?: string;
  servername?: string;
}

/** Where a NATS client connects and how: the servers and, for `tls://` servers, its TLS options. */
export interface NatsTransportOptions {
  servers: string[];
  tls?: NatsTlsOptions;
}

/**
 * nats.js transport options from NATS_URL (`nats://host:port`, or `tls://host:port` for TLS; several
 * comma-separated), NATS_TLS_CA_FILE (PEM of the CA to trust) and NATS_TLS_SERVERNAME (the certificate's
 * name when the host dialled differs; default each URL's host). With TLS the client refuses a server that
 * offers none. In production every URL must be `tls://`. `url` overrides NATS_URL (a service's config).
 */
export function natsTransportOptions(url?: string | string[], env: Env = process.env): NatsTransportOptions {
  const servers = (Array.isArray(url) ? url : (url ?? set(env, 'NATS_URL') ?? DEFAULT_NATS_URL).split(',')).map((s) => s.trim()).filter(Boolean);
  if (servers.length === 0) throw new Error('NATS_URL names no server');
  const schemes = servers.map((server) => {
    const match = /^([a-z]+):\/\//i.exec(server);
    const scheme = match ? match[1]!.toLowerCase() : 'nats';
    if (scheme !== 'nats' && scheme !== 'tls') throw new Error(`NATS_URL must use nats:// or tls:// (TLS), got "${server}"`);
    return scheme;
  });
  const tls = schemes.includes('tls');
  if (isProductionProfile(env) && schemes.some((s) => s !== 'tls')) {
    throw new Error(`NATS_URL is ${servers.join(',')}: with PORTAL_PROFILE=production NATS is reached over TLS only (tls://host:port)`);
  }
  if (tls && schemes.some((s) => s !== 'tls')) throw new Error(`NATS_URL mixes tls:// and nats:// servers: ${servers.join(',')}`);
  if (!tls) return { servers };
  const host = new URL(servers[0]!.replace(/^tls:/i, 'http:')).hostname.replace(/^\[(.*)\]$/, '$1');
  const { ca, servername } = clientTls(env, 'NATS', host);
  // Without NATS_TLS_SERVERNAME nats.js checks each server's certificate against the host it dialled.
  return { servers, tls: { ...(ca ? { ca: ca[0] } : {}), ...(set(env, 'NATS_TLS_SERVERNAME') && servername ? { servername } : {}) } };
}

// ---------------------------------------------------------------- SMTP

export const SMTP_TLS_MODES = ['starttls', 'tls', 'none'] as const;
export type SmtpTlsMode = (typeof SMTP_TLS_MODES)[number];

/**
 * nodemailer SMTP options from SMTP_HOST, SMTP_PORT, SMTP_TLS (`starttls`: STARTTLS required, default
 * port 587; `tls`: TLS from the first byte, default port 465; `none`: plain, outside production only),
 * SMTP_USER / SMTP_PASSWORD (AUTH), SMTP_TLS_CA_FILE and SMTP_TLS_SERVERNAME. Production defaults to
 * `starttls`, refuses `none` and needs SMTP_HOST, SMTP_USER and SMTP_PASSWORD; elsewhere the default is
 * the local mail catcher (127.0.0.1:1025, no TLS, no AUTH).
 */
export function smtpOptionsFromEnv(env: Env = process.env): SMTPTransport.Options {
  const production = isProductionProfile(env);
  const mode = (set(env, 'SMTP_TLS') ?? (production ? 'starttls' : 'none')).toLowerCase();
  if (!(SMTP_TLS_MODES as readonly string[]).includes(mode)) throw new Error(`SMTP_TLS must be one of ${SMTP_TLS_MODES.join(', ')}, got "${env.SMTP_TLS}"`);
  if (production && mode === 'none') throw new Error('SMTP_TLS is none: with PORTAL_PROFILE=production mail leaves over TLS only (starttls or tls)');
  const host = set(env, 'SMTP_HOST') ?? (production ? undefined : '127.0.0.1');
  if (!host) throw new Error('SMTP_HOST is not set: with PORTAL_PROFILE=production mail goes to a named relay');
  const port = Number(set(env, 'SMTP_PORT') ?? (mode === 'tls' ? 465 : mode === 'starttls' ? 587 : 1025));
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`);
  const user = set(env, 'SMTP_USER');
  const pass = set(env, 'SMTP_PASSWORD');
  if (production && !user) throw new Error('SMTP_USER is not set: with PORTAL_PROFILE=production the relay is signed in to (SMTP AUTH)');
  if (production && !pass) throw new Error('SMTP_PASSWORD is not set: with PORTAL_PROFILE=production the relay is signed in to (SMTP AUTH)');
  if (pass && !user) throw new Error('SMTP_PASSWORD is set without SMTP_USER');
  return {
    host,
    port,
    // tls: encrypted from the first byte; starttls: the connection must be upgraded before AUTH and the
    // mail (nodemailer fails the send when the server offers no STARTTLS); none: never upgraded.
    secure: mode === 'tls',
    requireTLS: mode === 'starttls',
    ignoreTLS: mode === 'none',
    ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
    ...(mode === 'none' ? {} : { tls: { ...clientTls(env, 'SMTP', host), minVersion: 'TLSv1.2' } }),
  };
}

/**
 * Checks the connection settings a process uses before it starts anything, so a production install with
 * a plain URL or a missing password stops at once with the variable's name (not at the first mail or
 * the first rate-limited request). NATS always; Redis and SMTP for the processes that use them.
 */
export function checkConnectionSettings(env: Env = process.env, { redis = true, smtp = false }: { redis?: boolean; smtp?: boolean } = {}): void {
  natsTransportOptions(undefined, env);
  if (redis) redisOptionsFromEnv(env);
  if (smtp) smtpOptionsFromEnv(env);
}
