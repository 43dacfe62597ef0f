// @portal/infra: the local infrastructure of the grant portal for `npm start` and `npm test`.
// Installing is ours (Debian packages, the PostgreSQL cluster and databases, Keycloak through Maven);
// running the servers and the apps is pm2's, through the supervisor (lib/supervisor.mjs).
export { ensureSystemPackages } from './lib/system.mjs';
export { startPostgres, recreateDatabases } from './lib/postgres.mjs';
export { openSupervisor, pm2On, profileRunning } from './lib/supervisor.mjs';
export { lockSharedSetup } from './lib/setup-lock.mjs';
export { redisServer, natsServer } from './lib/servers.mjs';
export { mailCatcher, readMails, waitForMail, clearMails } from './lib/mail.mjs';
export { keycloakServer, keycloakClientSecrets } from './lib/keycloak.mjs';
export { syncKeycloakRealm, findDemoUsers, assertNoDemoUsers, deleteDemoUsers, demoUsers, DEMO_USERS_FILE } from './lib/keycloak-sync.mjs';
export { keycloakAdminConnection, openKeycloakAdmin, portalProfile } from './lib/keycloak-admin.mjs';
export { realmSettings, realmImportEnv } from './lib/realm-settings.mjs';

/** The databases of the five services (design contract); tests use the same names with `_test`. */
export const SERVICE_DATABASES = ['portal_identity', 'portal_accounts_kyc', 'portal_ledger', 'portal_payments', 'portal_support'];
