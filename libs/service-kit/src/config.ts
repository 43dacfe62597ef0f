import { natsInboxPrefix } from '@portal/contracts';

/** Runtime settings of one service, read from the environment with development defaults. */
export interface ServiceConfig {
  /** e.g. "accounts-kyc": also the NATS queue group and the health subject prefix. */
  name: string;
  natsUrl: string;
  databaseUrl: string;
  /** Directory of the service's own versioned SQL migrations. */
  migrationsDir: string;
  /** How long relayed outbox rows are kept before the trimming job deletes them (OUTBOX_RETENTION_DAYS, default 7). */
  outboxRetentionMs: number;
  /**
   * How long JetStream keeps events on the PORTAL_EVENTS stream (EVENTS_MAX_AGE_DAYS, default 14). The NATS
   * setup step sets it on the stream (scripts/nats-setup.mjs); a service only reads it (a bad value stops it).
   */
  eventsMaxAgeMs: number;
  /**
   * How long the inbox keeps a handled event's row: twice the stream's age. A row stops a repeat of its event only
   * while JetStream can still deliver that event, which it drops at `eventsMaxAgeMs`.
   */
  inboxRetentionMs: number;
}

const DAY_MS = 86_400_000;

/**
 * A secret from the environment. Outside production a development default stands in; with
 * NODE_ENV=production there is no fallback: a missing secret stops the start with a message that names
 * it (`npm start` and `npm test` pass locally generated ones, see scripts/lib/secrets.mjs).
 */
export function secretFromEnv(key: string, developmentDefault: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[key];
  if (value !== undefined && value !== '') return value;
  if (env.NODE_ENV === 'production') {
    throw new Error(`${key} is not set: with NODE_ENV=production every secret must come from the environment (no development default is used)`);
  }
  return developmentDefault;
}

/** How a process signs in to NATS: its own user (NATS_USER / NATS_PASSWORD) and its private reply subjects. */
export interface NatsAuth {
  user?: string;
  pass?: string;
  inboxPrefix?: string;
}

/**
 * The NATS credentials of this process (see contracts/src/nats-users.ts for the users and their
 * permissions). Without NATS_USER outside production it connects anonymously (a server without
 * users); with NODE_ENV=production both must be set, and `expectedUser` (a service's own name) must be
 * the user: a service signing in as another process would get that process's rights.
 */
export function natsAuth(env: NodeJS.ProcessEnv = process.env, expectedUser?: string): NatsAuth {
  const user = env.NATS_USER;
  const production = env.NODE_ENV === 'production';
  if (!user) {
    if (production) throw new Error('NATS_USER is not set: with NODE_ENV=production every process signs in to NATS with its own user');
    return {};
  }
  if (production && expectedUser !== undefined && user !== expectedUser) {
    throw new Error(`NATS_USER is "${user}" but this process is ${expectedUser}: every process signs in to NATS as its own user`);
  }
  return { user, pass: secretFromEnv('NATS_PASSWORD', '', env), inboxPrefix: natsInboxPrefix(user) };
}

function days(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${key} must be a positive number of days, got "${raw}"`);
  return value * DAY_MS;
}

const DEFAULT_DATABASES: Record<string, string> = {
  identity: 'portal_identity',
  'accounts-kyc': 'portal_accounts_kyc',
  'ledger-withdrawals': 'portal_ledger',
  payments: 'portal_payments',
  support: 'portal_support',
};

export function databaseNameFor(service: string, suffix = process.env.PORTAL_DB_SUFFIX ?? ''): string {
  const base = DEFAULT_DATABASES[service];
  if (!base) throw new Error(`Unknown service ${service}`);
  return base + suffix;
}

export function databaseUrlFor(service: string, env: NodeJS.ProcessEnv = process.env): string {
  const host = env.PGHOST ?? '127.0.0.1';
  const port = env.PGPORT ?? '5432';
  const user = env.PGUSER ?? 'portal';
  const password = secretFromEnv('PGPASSWORD', 'portal', env);
  return `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}/${databaseNameFor(service, env.PORTAL_DB_SUFFIX ?? '')}`;
}

/** How long JetStream keeps events on the PORTAL_EVENTS stream: EVENTS_MAX_AGE_DAYS (default 14), in ms. */
export function eventsMaxAgeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return days(env, 'EVENTS_MAX_AGE_DAYS', 14);
}

export function loadServiceConfig(name: string, migrationsDir: string, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const envKey = `${name.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`;
  const eventsMaxAgeMs = eventsMaxAgeFromEnv(env);
  return {
    name,
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    databaseUrl: env[envKey] ?? databaseUrlFor(name, env),
    migrationsDir,
    outboxRetentionMs: days(env, 'OUTBOX_RETENTION_DAYS', 7),
    eventsMaxAgeMs,
    inboxRetentionMs: 2 * eventsMaxAgeMs,
  };
}
