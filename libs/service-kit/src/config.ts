/** Runtime settings of one service, read from the environment with development defaults. */
export interface ServiceConfig {
  /** e.g. "accounts-kyc": also the NATS queue group and the health subject prefix. */
  name: string;
  natsUrl: string;
  databaseUrl: string;
  /** Directory of the service's own versioned SQL migrations. */
  migrationsDir: string;
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
  const password = env.PGPASSWORD ?? 'portal';
  return `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}/${databaseNameFor(service, env.PORTAL_DB_SUFFIX ?? '')}`;
}

export function loadServiceConfig(name: string, migrationsDir: string, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const envKey = `${name.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`;
  return {
    name,
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    databaseUrl: env[envKey] ?? databaseUrlFor(name, env),
    migrationsDir,
  };
}
