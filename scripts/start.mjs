#!/usr/bin/env node
// `npm start`: one command from a fresh clone to a running portal with demo data.
// Installs what is missing, builds, starts the servers and the apps under pm2, seeds, prints the URL
// and the demo credentials, and on Ctrl-C stops everything it started.
import { PROFILES, installDependencies, build, startInfrastructure, startApps, seed, stopPlatform, stopOnSignals } from './lib/platform.mjs';

const started = Date.now();
const profile = PROFILES.dev;
let infra;
let handles = [];
const shutdown = stopOnSignals('npm start', async () => stopPlatform(infra, handles));

try {
  installDependencies();
  build();
  ({ infra, handles } = await startInfrastructure(profile));
  const url = await startApps(profile, infra);
  await seed(profile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  UNSEAF Grant Portal is running (ready in ${seconds} s)

    Portal        ${url}/
    Admin         ${url}/admin/login
    API docs      ${url}/api/docs
    Health        ${url}/api/health
    Keycloak      http://localhost:8180/  (realm grant-portal)
    Mail catcher  http://localhost:1080/

  Demo sign-in
    Recipient     demo@grant-portal.local / Demo#2026
    Admin         admin / Admin#2026
    Second admin  admin2 / Admin2#2026  (approves the first admin's large grants and adjustments)
    Staff         programme / Programme#2026, finance / Finance#2026, auditor / Auditor#2026
                  (programme officer, finance officer, auditor: only their role's pages and actions)

  pm2 restarts a process that crashes (told here). Logs in .data/logs/,
  processes: npm run infra -- ls. Press Ctrl-C to stop.
`);
  // pm2 runs the processes, and stops them when this process (their owner) ends: stay until Ctrl-C.
  setInterval(() => undefined, 1 << 30);
} catch (error) {
  console.error(`[portal] start failed: ${error.message}`);
  await shutdown(1);
}
