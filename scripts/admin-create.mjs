#!/usr/bin/env node
// `npm run admin:create`: creates a portal admin in the grant-portal realm through Keycloak's admin API,
// e.g. the first admin of a new install:
//   npm run admin:create -- --username jane --email jane@example.org --first-name Jane --last-name Doe
// The admin gets the realm role `admin` (what the portal's admins have; `--role programme_officer`,
// `finance_officer` or `auditor` makes a staff account of that role instead), a verified e-mail address and a
// one-time initial password, printed once (or read from standard input with --password-stdin). Keycloak
// requires a new password and the enrolment of an authenticator app (TOTP) at the first sign-in at
// <PUBLIC_URL>/admin/login. Admin passwords have at least ADMIN_MIN_PASSWORD_LENGTH characters.
// Keycloak and its admin credentials come from the environment as for `npm run keycloak:config`
// (KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_ADMIN_CLIENT_ID/SECRET or KC_BOOTSTRAP_ADMIN_USERNAME/PASSWORD).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { keycloakAdminConnection, openKeycloakAdmin } from './infra/lib/keycloak-admin.mjs';
import { demoUsers } from './infra/lib/keycloak-sync.mjs';

/** What the first sign-in must do: a new password (the initial one was seen by the operator) and an authenticator. */
export const FIRST_SIGN_IN_ACTIONS = ['UPDATE_PASSWORD', 'CONFIGURE_TOTP'];
const USERNAME = /^[a-z0-9][a-z0-9._-]{1,62}$/;
const EMAIL = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;

/** @param {NodeJS.ReadStream} stream */
async function readAll(stream) {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text.replace(/\r?\n$/, '');
}

/**
 * Creates the admin; resolves with its id and the initial password (generated when none is given).
 * @param {{ username: string, email: string, firstName: string, lastName: string, password?: string, role?: string, env?: NodeJS.ProcessEnv }} o
 *   role: the back-office realm role (default `admin`; a staff role signs in the same way, with the second factor)
 */
export async function createAdmin({ username, email, firstName, lastName, password, role: roleName = 'admin', env = process.env }) {
  const { ADMIN_MIN_PASSWORD_LENGTH, BACK_OFFICE_ROLES, MAX_PASSWORD_LENGTH } = await import('@portal/contracts').catch(() => {
    throw new Error('the contracts package is not built: run `npm run build` first');
  });
  if (!BACK_OFFICE_ROLES.includes(roleName)) throw new Error(`--role must be one of ${BACK_OFFICE_ROLES.join(', ')}, got "${roleName}"`);
  const name = username.trim().toLowerCase();
  if (!USERNAME.test(name)) throw new Error(`--username must be 2-63 characters a-z, 0-9, '.', '_' or '-', got "${username}"`);
  if (!EMAIL.test(email)) throw new Error(`--email must be an e-mail address, got "${email}"`);
  if (!firstName.trim() || !lastName.trim())
    throw new Error('--first-name and --last-name are required (Keycloak asks for them at the first sign-in otherwise)');
  const demo = demoUsers().find((u) => u.username === name || u.email?.toLowerCase() === email.toLowerCase());
  if (demo)
    throw new Error(`"${demo.username}" / ${demo.email} is a demo account's name: a production install refuses to start while it exists; choose another`);
  const initial = password ?? randomBytes(18).toString('base64url');
  if (initial.length < ADMIN_MIN_PASSWORD_LENGTH)
    throw new Error(`the initial password is too weak: admin passwords have at least ${ADMIN_MIN_PASSWORD_LENGTH} characters`);
  if (initial.length > MAX_PASSWORD_LENGTH) throw new Error(`the initial password is longer than ${MAX_PASSWORD_LENGTH} characters`);
  if ([name, email.toLowerCase()].some((s) => initial.toLowerCase().includes(s)))
    throw new Error('the initial password is too weak: it contains the username or e-mail address');

  const call = await openKeycloakAdmin(keycloakAdminConnection(env), 'admin:create');
  const actions = await call('GET', '/authentication/required-actions');
  const off = FIRST_SIGN_IN_ACTIONS.filter((a) => !actions.some((/** @type {any} */ x) => x.alias === a && x.enabled));
  if (off.length)
    throw new Error(`the realm ${call.realm} has the required actions ${off.join(', ')} disabled: enable them (Authentication, Required actions) first`);
  const role = await call.find(`/roles/${encodeURIComponent(roleName)}`);
  if (!role)
    throw new Error(`the realm ${call.realm} has no role '${roleName}': run \`npm run keycloak:config\` against a realm imported from deploy/keycloak`);
  const taken = [
    ...(await call('GET', `/users?username=${encodeURIComponent(name)}&exact=true&briefRepresentation=true`)),
    ...(await call('GET', `/users?email=${encodeURIComponent(email)}&exact=true&briefRepresentation=true`)),
  ];
  if (taken.length) throw new Error(`a user with the username "${name}" or the e-mail address ${email} exists already`);

  const id = await call.location('/users', {
    username: name,
    email,
    emailVerified: true,
    enabled: true,
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    requiredActions: FIRST_SIGN_IN_ACTIONS,
    credentials: [{ type: 'password', value: initial, temporary: true }],
  });
  try {
    await call('POST', `/users/${id}/role-mappings/realm`, [role]);
  } catch (error) {
    await call('DELETE', `/users/${id}`).catch(() => undefined);
    throw error;
  }
  return { id, username: name, role: roleName, password: initial, realm: call.realm, url: call.url };
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      role: { type: 'string', default: 'admin' },
    },
  });
  try {
    if (!values.username || !values.email)
      throw new Error(
        'usage: npm run admin:create -- --username <name> --email <address> --first-name <name> --last-name <name> [--role <realm role>] [--password-stdin]',
      );
    const password = values['password-stdin'] ? await readAll(process.stdin) : undefined;
    const admin = await createAdmin({
      username: values.username,
      email: values.email,
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      password,
      role: values.role,
    });
    const portal = (process.env.PUBLIC_URL || 'the portal').replace(/\/+$/, '');
    console.log(`[admin:create] created the ${admin.role} '${admin.username}' (${admin.id}) in the realm ${admin.realm} at ${admin.url}`);
    if (!password) console.log(`[admin:create] initial password (shown once, valid for the first sign-in only): ${admin.password}`);
    console.log(`[admin:create] first sign-in at ${portal}/admin/login: a new password and an authenticator app (TOTP) are required there`);
  } catch (error) {
    console.error(`[admin:create] refused: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
