// Which process gets which secret: each process of the platform receives only the secrets its own code
// reads, and only its own NATS password. `npm start` and `npm test` build each app's environment from
// this table (scripts/lib/platform.mjs); compose files and Kubernetes manifests are checked against it.
// A secret a process does not need is one it cannot leak.
import { SERVICE_NAMES, type ServiceName } from './health.js';
import { NATS_SETUP_USER, natsPasswordEnv } from './nats-users.js';

/** A process that runs with secrets: the gateway, the five services, the NATS setup step and the demo-data seed. */
export type PlatformProcess = 'gateway' | ServiceName | typeof NATS_SETUP_USER | 'seed';
export const PLATFORM_PROCESSES: readonly PlatformProcess[] = ['gateway', ...SERVICE_NAMES, NATS_SETUP_USER, 'seed'];

/**
 * Every secret a process may be given (environment variable names). NATS_PASSWORD is the process's own
 * NATS password: the install keeps one per NATS user (NATS_PASSWORD_<USER>, natsPasswordEnv) and hands
 * each process only its own, under this one name.
 */
export const PROCESS_SECRET_NAMES = [
  'NATS_PASSWORD',
  'PGPASSWORD',
  'REDIS_PASSWORD',
  'SMTP_PASSWORD',
  'KYC_LINK_SECRET',
  'KEYCLOAK_IDENTITY_SECRET',
  'KEYCLOAK_PASSWORD_VERIFIER_SECRET',
  'AWS_SECRET_ACCESS_KEY',
  'WEBHOOK_SECRET_KEY',
] as const;
export type ProcessSecret = (typeof PROCESS_SECRET_NAMES)[number];

export interface ProcessNeeds {
  /** The NATS user it signs in as (NATS_USER); its password is NATS_PASSWORD, taken from natsPasswordEnv(natsUser). */
  natsUser: string;
  /** The secrets it reads, each with why. */
  secrets: Readonly<Partial<Record<ProcessSecret, string>>>;
}

const NATS = 'its own NATS password';
const DATABASE = 'its own database (PGPASSWORD, or the password in <SERVICE>_DATABASE_URL)';
const REDIS = 'its BullMQ queues in Redis';
const SMTP = 'sends mail through the relay (SMTP AUTH)';

/** The table: what each process needs. */
export const PROCESS_NEEDS: Readonly<Record<PlatformProcess, ProcessNeeds>> = {
  gateway: {
    natsUser: 'gateway',
    secrets: {
      NATS_PASSWORD: NATS,
      REDIS_PASSWORD: 'the rate limits count in Redis; the health probe pings it',
      KYC_LINK_SECRET: 'signs and verifies the KYC document and report-file links (the only process that does)',
    },
  },
  identity: {
    natsUser: 'identity',
    secrets: {
      NATS_PASSWORD: NATS,
      PGPASSWORD: DATABASE,
      REDIS_PASSWORD: REDIS,
      SMTP_PASSWORD: SMTP,
      KEYCLOAK_IDENTITY_SECRET: 'the identity-service client: manages users in Keycloak',
      KEYCLOAK_PASSWORD_VERIFIER_SECRET: 'the password-verifier client: checks a current password',
    },
  },
  'accounts-kyc': {
    natsUser: 'accounts-kyc',
    secrets: {
      NATS_PASSWORD: NATS,
      PGPASSWORD: DATABASE,
      REDIS_PASSWORD: REDIS,
      SMTP_PASSWORD: SMTP,
      AWS_SECRET_ACCESS_KEY: 'the KYC documents on S3 (KYC_STORAGE=s3)',
      WEBHOOK_SECRET_KEY: 'encrypts the webhook endpoints’ signing secrets at rest (the only process that does)',
    },
  },
  'ledger-withdrawals': {
    natsUser: 'ledger-withdrawals',
    secrets: {
      NATS_PASSWORD: NATS,
      PGPASSWORD: DATABASE,
      REDIS_PASSWORD: REDIS,
      AWS_SECRET_ACCESS_KEY: 'the progress reports’ attached files on S3 (REPORT_ATTACHMENTS_STORAGE=s3)',
    },
  },
  payments: { natsUser: 'payments', secrets: { NATS_PASSWORD: NATS, PGPASSWORD: DATABASE } },
  support: { natsUser: 'support', secrets: { NATS_PASSWORD: NATS, PGPASSWORD: DATABASE } },
  [NATS_SETUP_USER]: { natsUser: NATS_SETUP_USER, secrets: { NATS_PASSWORD: NATS } },
  seed: { natsUser: 'seed', secrets: { NATS_PASSWORD: NATS } },
};

export function isPlatformProcess(name: string): name is PlatformProcess {
  return (PLATFORM_PROCESSES as readonly string[]).includes(name);
}

/** The secrets (environment variable names) a process is given. */
export function processSecrets(process: PlatformProcess): ProcessSecret[] {
  return PROCESS_SECRET_NAMES.filter((name) => name in PROCESS_NEEDS[process].secrets);
}

/** Whether an environment variable holds a secret of the platform: one of the table's, or a NATS user's password (NATS_PASSWORD_<USER>). */
export function isPlatformSecret(name: string): boolean {
  return (PROCESS_SECRET_NAMES as readonly string[]).includes(name) || name.startsWith('NATS_PASSWORD_') || name === 'AWS_ACCESS_KEY_ID';
}

/**
 * A process's environment: `base` without any platform secret, then its own secrets from `store` (the
 * install's secrets by name, NATS_PASSWORD_<USER> among them), its NATS user and its own NATS password.
 * A secret missing from the store is left out (production then refuses to start, naming it).
 */
export function processEnvironment(
  process: PlatformProcess,
  base: Record<string, string | undefined>,
  store: Record<string, string | undefined>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) if (value !== undefined && !isPlatformSecret(key)) env[key] = value;
  const { natsUser } = PROCESS_NEEDS[process];
  for (const name of processSecrets(process)) {
    const value = name === 'NATS_PASSWORD' ? store[natsPasswordEnv(natsUser)] : store[name];
    if (value) env[name] = value;
  }
  // The S3 key id goes with its secret key (not a secret alone, but useless to anyone else).
  if (processSecrets(process).includes('AWS_SECRET_ACCESS_KEY') && store.AWS_ACCESS_KEY_ID) env.AWS_ACCESS_KEY_ID = store.AWS_ACCESS_KEY_ID;
  env.NATS_USER = natsUser;
  return env;
}
