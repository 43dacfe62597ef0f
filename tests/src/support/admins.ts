import { randomBytes, randomUUID } from 'node:crypto';
import { KEYCLOAK_URL } from './platform.js';
import { waitFor } from './wait.js';

export interface TestAdmin {
  id: string;
  username: string;
  password: string;
  /** The authenticator secret as Keycloak stores it (see totp.ts). */
  totpSecret: string;
}

/** The dev Keycloak's bootstrap admin (scripts/infra keycloak.mjs). */
export async function keycloakAdminToken(): Promise<string> {
  const res = await fetch(`${KEYCLOAK_URL}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'kcadmin', password: 'kcadmin' }),
  });
  if (!res.ok) throw new Error(`Keycloak bootstrap admin sign-in failed (HTTP ${res.status})`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * A new portal admin of its own with an enrolled authenticator (imported like the demo admins of
 * deploy/keycloak/demo-users.json), so a browser test's sign-ins need no one-time code another test file might be using.
 */
export async function newAdminWithTotp(): Promise<TestAdmin> {
  const id = randomUUID();
  const username = `test-admin-${id.slice(0, 8)}`;
  const admin = { id, username, password: `Adm#${randomBytes(6).toString('hex')}`, totpSecret: randomBytes(20).toString('hex') };
  const res = await fetch(`${KEYCLOAK_URL}/admin/realms/grant-portal/partialImport`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await keycloakAdminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ifResourceExists: 'FAIL',
      users: [
        {
          id,
          username,
          email: `${username}@example.org`,
          emailVerified: true,
          enabled: true,
          firstName: 'Test',
          lastName: 'Admin',
          realmRoles: ['default-roles-grant-portal', 'admin'],
          credentials: [
            { type: 'password', value: admin.password, temporary: false },
            {
              type: 'otp',
              userLabel: 'test authenticator',
              secretData: JSON.stringify({ value: admin.totpSecret }),
              credentialData: JSON.stringify({ subType: 'totp', digits: 6, counter: 0, period: 30, algorithm: 'HmacSHA1' }),
            },
          ],
        },
      ],
    }),
  });
  if (!res.ok) throw new Error(`creating a test admin failed: ${res.status} ${await res.text()}`);
  return admin;
}

/** The user's "not before" in Keycloak (seconds; 0 until a logout set it). */
async function notBefore(userId: string, adminToken: string): Promise<number> {
  const res = await fetch(`${KEYCLOAK_URL}/admin/realms/grant-portal/users/${userId}`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!res.ok) throw new Error(`Keycloak user ${userId}: HTTP ${res.status}`);
  return ((await res.json()) as { notBefore?: number }).notBefore ?? 0;
}

/**
 * Waits until identity is done ending a blocked user's sessions. It logs them out when the block's event arrives
 * and again in a later whole second (services/identity sessions.service.ts): a sign-in between the two is ended
 * by the second, so a test that signs in as the blocked user waits for it first. Keycloak keeps each logout as the
 * user's "not before" (whole seconds): this waits for the first value, then for a later one — for at most 3 s,
 * since the first value seen may already be the second logout's.
 */
export async function waitForBlockedSessionsEnded(userId: string): Promise<void> {
  const token = await keycloakAdminToken();
  const first = await waitFor(() => notBefore(userId, token), { timeoutMs: 20_000, what: `identity logging ${userId} out` });
  await waitFor(async () => (await notBefore(userId, token)) > first, { timeoutMs: 3_000 }).catch(() => undefined);
}
