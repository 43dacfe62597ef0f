// Local secrets for `npm start` and `npm test`: the services run with NODE_ENV=production, which has no
// development fallbacks, so every secret comes from here. Generated once per install into .data/ (never in
// git); values already in the environment win. The database password is the one the local PostgreSQL
// set-up uses; the KYC link key, the webhook secrets' key, the NATS users' passwords and the Keycloak client secrets are random per
// install (Keycloak imports the realm with them: its realm file names them as ${...} placeholders).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCAL_FIXED = { PGPASSWORD: 'portal' };
/** Generated for every install. */
const GENERATED = ['KYC_LINK_SECRET', 'KEYCLOAK_IDENTITY_SECRET', 'KEYCLOAK_PASSWORD_VERIFIER_SECRET', 'WEBHOOK_SECRET_KEY'];

/**
 * 256 random bits as letters and digits, starting with a letter: nats-server reads its users' passwords
 * from environment variables as configuration values, where a value starting with a digit or holding
 * `-` does not parse.
 */
const SECRET_FORMAT = /^s[0-9a-f]{64}$/;
export function newSecret() {
  return `s${randomBytes(32).toString('hex')}`;
}

const secretsFile = (root) => path.join(root, '.data', 'secrets.json');

/**
 * Makes sure the install has a random value for each of `names` (kept in `<root>/.data/secrets.json`,
 * readable by the owner only; existing values stay). GENERATED always; the NATS users'
 * passwords are added by scripts/lib/platform.mjs, which knows the users.
 */
export function ensureLocalSecrets(root, names = []) {
  const file = secretsFile(root);
  const generated = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = [...GENERATED, ...names].filter((name) => !SECRET_FORMAT.test(generated[name] ?? ''));
  if (!missing.length) return generated;
  for (const name of missing) generated[name] = newSecret();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  return generated;
}

/** The install's secrets (see ensureLocalSecrets); values already in the environment win. */
export function localSecrets(root) {
  const generated = ensureLocalSecrets(root);
  const secrets = { ...LOCAL_FIXED, ...generated };
  return Object.fromEntries(Object.entries(secrets).map(([key, value]) => [key, process.env[key] || value]));
}
