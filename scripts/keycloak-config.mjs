#!/usr/bin/env node
// `npm run keycloak:config`: brings the running Keycloak's grant-portal realm up to the realm file and the
// environment (redirect URIs, web origins and base URLs from PUBLIC_URL, SMTP from SMTP_* and MAIL_FROM,
// login theme, flows, OTP policy; see scripts/infra/lib/keycloak-sync.mjs), then, in production, refuses
// (exit code 1) while any demo user exists. Run it at every deploy, after Keycloak serves.
// Keycloak and its admin credentials: KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_ADMIN_REALM and either
// KEYCLOAK_ADMIN_CLIENT_ID/KEYCLOAK_ADMIN_CLIENT_SECRET or KC_BOOTSTRAP_ADMIN_USERNAME/KC_BOOTSTRAP_ADMIN_PASSWORD.
// Usage: npm run keycloak:config [-- --delete-demo-users]
import { parseArgs } from 'node:util';
import { assertNoDemoUsers, deleteDemoUsers, portalProfile, syncKeycloakRealm } from './infra/lib/keycloak-sync.mjs';

const { values } = parseArgs({ options: { 'delete-demo-users': { type: 'boolean', default: false } } });
const say = (/** @type {string} */ m) => console.log(`[keycloak-config] ${m}`);

try {
  const profile = portalProfile();
  if (values['delete-demo-users']) {
    if (profile !== 'production') throw new Error(`--delete-demo-users is for production (PORTAL_PROFILE=${profile} recreates them at every start)`);
    const deleted = await deleteDemoUsers();
    say(deleted.length ? `deleted the demo users ${deleted.join(', ')}` : 'no demo user to delete');
  }
  const changes = await syncKeycloakRealm({ log: say });
  if (!changes.length) say('the realm is up to date');
  if (profile === 'production') {
    await assertNoDemoUsers();
    say('no demo user in the realm');
  }
} catch (error) {
  console.error(`[keycloak-config] refused: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
