// What a backup of one profile covers: the five services' databases (with the profile's suffix), Keycloak's
// database when it is PostgreSQL, and the KYC documents when they are kept in a local folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * In the order they are dumped: payments before the ledger, so that a move the payments snapshot records as
 * posted has its posting in the ledger's later snapshot; one it records as unposted is posted (or found
 * posted, by its key) by the payments recovery job after a restore.
 */
export const SERVICE_DATABASES = {
  identity: 'portal_identity',
  'accounts-kyc': 'portal_accounts_kyc',
  payments: 'portal_payments',
  support: 'portal_support',
  'ledger-withdrawals': 'portal_ledger',
};

const PRODUCTION_SECRETS = path.join(ROOT, '.data', 'production', 'secrets.json');

/**
 * The profiles of this checkout. dev, test and test2 (npm test's second slot): role portal/portal, Keycloak in development mode on H2 (its
 * users come from the realm file, nothing to back up). production: the services' role `portal_prod` and
 * Keycloak's `keycloak_prod` on PostgreSQL, passwords from the environment or the install's secrets file.
 */
const PROFILES = {
  dev: { suffix: '', kycDir: '.data/kyc-documents', attachmentsDir: '.data/report-attachments', user: 'portal', keycloak: null },
  test: { suffix: '_test', kycDir: '.data/kyc-documents-test', attachmentsDir: '.data/report-attachments-test', user: 'portal', keycloak: null },
  test2: { suffix: '_test2', kycDir: '.data/kyc-documents-test2', attachmentsDir: '.data/report-attachments-test2', user: 'portal', keycloak: null },
  production: {
    suffix: '_prod',
    kycDir: '.data/production/kyc-documents',
    attachmentsDir: '.data/production/report-attachments',
    user: 'portal_prod',
    keycloak: { database: 'keycloak_prod', user: 'keycloak_prod' },
  },
};

/**
 * @typedef {{ name: string, service: string, url: string }} DatabaseTarget
 * @typedef {{ profile: string, databases: DatabaseTarget[], kycDir: string | null, attachmentsDir: string | null, keycloak: string }} BackupTargets
 */

/**
 * @param {Record<string, string | boolean | undefined>} options --profile, --kyc-dir, --no-kyc, --attachments-dir, --no-attachments,
 *   --keycloak-db, --no-keycloak
 * @param {NodeJS.ProcessEnv} [env] PGHOST, PGPORT, PGUSER, PGPASSWORD, <SERVICE>_DATABASE_URL, KEYCLOAK_DATABASE_URL,
 *   KEYCLOAK_DB_USER, KEYCLOAK_DB_PASSWORD, KYC_STORAGE, KYC_STORAGE_DIR, REPORT_ATTACHMENTS_STORAGE, REPORT_ATTACHMENTS_STORAGE_DIR
 * @returns {BackupTargets}
 */
export function backupTargets(options, env = process.env) {
  const profileName = String(options.profile ?? 'dev');
  const profile = PROFILES[profileName];
  if (!profile) throw new Error(`--profile must be one of ${Object.keys(PROFILES).join(', ')}, not "${profileName}"`);
  const secrets = profileName === 'production' && existsSync(PRODUCTION_SECRETS) ? JSON.parse(readFileSync(PRODUCTION_SECRETS, 'utf8')) : {};
  const host = env.PGHOST ?? '127.0.0.1';
  const port = env.PGPORT ?? '5432';
  const url = (user, password, database) =>
    `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password ?? '')}@${host}:${port}/${encodeURIComponent(database)}`;
  const user = env.PGUSER ?? profile.user;
  const password = env.PGPASSWORD ?? secrets.PGPASSWORD ?? (profileName === 'production' ? undefined : 'portal');
  if (password === undefined) throw new Error('PGPASSWORD is not set (and no secrets file of the production profile was found)');
  // <SERVICE>_DATABASE_URL, as the services read it (managed databases with names of their own), wins.
  const databases = Object.entries(SERVICE_DATABASES).map(([service, base]) => {
    const own = env[`${service.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`];
    if (own) return { name: decodeURIComponent(new URL(own).pathname.slice(1)), service, url: own };
    const name = base + profile.suffix;
    return { name, service, url: url(user, password, name) };
  });

  const keycloakDb = options['no-keycloak'] ? null : (options['keycloak-db'] ?? profile.keycloak?.database ?? null);
  let keycloak = 'h2 (development mode: not backed up, its users come from the realm file)';
  if (env.KEYCLOAK_DATABASE_URL && !options['no-keycloak']) {
    const name = decodeURIComponent(new URL(env.KEYCLOAK_DATABASE_URL).pathname.slice(1));
    databases.push({ name, service: 'keycloak', url: env.KEYCLOAK_DATABASE_URL });
    keycloak = `postgresql ${name}`;
  } else if (keycloakDb) {
    const kcUser = env.KEYCLOAK_DB_USER ?? profile.keycloak?.user ?? user;
    const kcPassword = env.KEYCLOAK_DB_PASSWORD ?? secrets.KEYCLOAK_DB_PASSWORD ?? password;
    databases.push({ name: String(keycloakDb), service: 'keycloak', url: url(kcUser, kcPassword, String(keycloakDb)) });
    keycloak = `postgresql ${keycloakDb}`;
  } else if (options['no-keycloak']) {
    keycloak = 'not backed up (--no-keycloak)';
  }

  let kycDir = null;
  if (options['no-kyc'] || env.KYC_STORAGE === 's3') kycDir = null;
  else kycDir = path.resolve(ROOT, String(options['kyc-dir'] ?? env.KYC_STORAGE_DIR ?? profile.kycDir));
  // The progress reports' attached files (ledger-withdrawals), kept like the KYC documents.
  let attachmentsDir = null;
  if (!options['no-attachments'] && env.REPORT_ATTACHMENTS_STORAGE !== 's3') {
    attachmentsDir = path.resolve(ROOT, String(options['attachments-dir'] ?? env.REPORT_ATTACHMENTS_STORAGE_DIR ?? profile.attachmentsDir));
  }
  return { profile: profileName, databases, kycDir, attachmentsDir, keycloak };
}

/**
 * `--name value`, `--name=value` and `--flag` into an object; the rest are positional.
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [key, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) options[key] = inline;
    else if (['profile', 'kyc-dir', 'keycloak-db'].includes(key)) options[key] = argv[++i];
    else options[key] = true;
  }
  return { options, positional };
}
