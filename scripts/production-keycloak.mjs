#!/usr/bin/env node
// The operator's Keycloak commands against the production profile on this machine: its Keycloak on the
// loopback address and this install's bootstrap admin (.data/production/secrets.json), with the profile's
// public URL and SMTP relay.
//   npm run admin:create:production -- --username <name> --email <address> --first-name <name> --last-name <name>
//       `npm run admin:create` (scripts/admin-create.mjs): an admin who sets a new password and enrols an
//       authenticator at the first sign-in at https://portal.test/admin/login
//   npm run keycloak:config:production [-- --delete-demo-users]
//       `npm run keycloak:config` (scripts/keycloak-config.mjs): the realm sync and the demo-user check
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/platform.mjs';
import { PRODUCTION_DIR, keycloakAdminEnvironment, productionSecrets } from './lib/production.mjs';

const COMMANDS = { 'admin-create': 'admin-create.mjs', 'keycloak-config': 'keycloak-config.mjs' };
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS[command]) {
  console.error(`usage: node scripts/production-keycloak.mjs ${Object.keys(COMMANDS).join('|')} [arguments]`);
  process.exit(2);
}
if (!existsSync(path.join(PRODUCTION_DIR, 'secrets.json'))) {
  console.error('[production] no production install on this machine: run `npm run start:production` first');
  process.exit(1);
}
const env = { ...process.env, ...keycloakAdminEnvironment(productionSecrets()) };
const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', COMMANDS[command]), ...args], { env, stdio: 'inherit' });
process.exit(r.status ?? 1);
