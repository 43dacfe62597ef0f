#!/usr/bin/env node
// `npm run start:production`: the platform as a production install runs it, on this machine, at
// https://portal.test (see scripts/lib/production.mjs): installs what is missing, builds, starts the
// TLS proxy, Keycloak in production mode, NATS, Redis and SMTP with TLS and credentials, and the apps
// with PORTAL_PROFILE=production. No demo users, no demo data: the first admin is made by the operator
// (the command is printed). Ctrl-C stops everything it started; a second start reuses the install.
// Usage: npm run start:production [-- --fresh] [-- --delete-demo-users]
//   --fresh: empty databases and data (the CA and secrets stay)
//   --delete-demo-users: delete the demo users from the realm instead of refusing to start while they exist
import { build, installDependencies, stopOnSignals } from './lib/platform.mjs';
import { CA_FILE, PRODUCTION, startProduction } from './lib/production.mjs';

const started = Date.now();
const fresh = process.argv.includes('--fresh');
const deleteDemoUsers = process.argv.includes('--delete-demo-users');
let infra;
const shutdown = stopOnSignals('start:production', async () => infra?.stop());

try {
  installDependencies();
  build();
  const buildSeconds = (Date.now() - started) / 1000;
  let url;
  ({ infra, url } = await startProduction({ fresh, deleteDemoUsers }));
  const seconds = (Date.now() - started) / 1000;
  console.log(`
  UNSEAF Grant Portal (production profile) is running: platform start ${(seconds - buildSeconds).toFixed(1)} s (${seconds.toFixed(1)} s with install and build)

    Portal        ${url}/
    Admin         ${url}/admin/login
    Keycloak      ${url}${PRODUCTION.keycloakPath}/  (admin console on this machine only: http://127.0.0.1:${PRODUCTION.keycloakPort}${PRODUCTION.keycloakPath}/admin/)
    Mail (caught) http://127.0.0.1:${PRODUCTION.mailApiPort}/

  portal.test is not in this machine's hosts file: a browser needs
    --host-resolver-rules="MAP ${PRODUCTION.host} 127.0.0.1" and to trust the CA ${CA_FILE}

  No demo users and no demo data. Make the first admin (asked for a new password and an authenticator
  at the first sign-in):
    npm run admin:create:production -- --username <name> --email <address> --first-name <name> --last-name <name>
  It prints a one-time password for https://portal.test/admin/login.

  Logs in .data/logs/production/, processes: npm run infra -- --profile=production ls. Press Ctrl-C to stop.
`);
  setInterval(() => undefined, 1 << 30);
} catch (error) {
  console.error(`[portal] production start failed: ${error.stack ?? error.message}`);
  await shutdown(1);
}
