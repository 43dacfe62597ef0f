#!/usr/bin/env node
// `npm run admin:create:production -- --username <name> --email <address> --first-name <name> --last-name <name>`:
// `npm run admin:create` (scripts/admin-create.mjs) against the production profile on this machine: its
// Keycloak on the loopback address and this install's bootstrap admin (.data/production/secrets.json).
// The new admin sets a new password and enrols an authenticator at the first sign-in at
// https://portal.test/admin/login.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/platform.mjs';
import { PRODUCTION_DIR, keycloakAdminEnvironment, productionSecrets } from './lib/production.mjs';

if (!existsSync(path.join(PRODUCTION_DIR, 'secrets.json'))) {
  console.error('[admin:create] no production install on this machine: run `npm run start:production` first');
  process.exit(1);
}
const env = { ...process.env, ...keycloakAdminEnvironment(productionSecrets()) };
const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'admin-create.mjs'), ...process.argv.slice(2)], { env, stdio: 'inherit' });
process.exit(r.status ?? 1);
