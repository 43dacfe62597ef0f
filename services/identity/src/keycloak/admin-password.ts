import { ADMIN_MIN_PASSWORD_LENGTH, BACK_OFFICE_ROLES, validateAdminPassword } from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
import type { KeycloakAdminClient } from './keycloak-admin.client.js';

/** The realm role of the portal's admins. */
export const ADMIN_ROLE = 'admin';

/**
 * Keycloak's password policy is the realm's (the recipients' six characters), so a back-office account's (the
 * admin's or a staff role's) new password
 * is held to ADMIN_MIN_PASSWORD_LENGTH here, before Keycloak is asked to set it. Only a password shorter
 * than that costs the role look-up.
 */
export async function refuseShortAdminPassword(keycloak: KeycloakAdminClient, userId: string, password: string): Promise<void> {
  if (password.length >= ADMIN_MIN_PASSWORD_LENGTH) return;
  if (!(await keycloak.hasRealmRole(userId, BACK_OFFICE_ROLES))) return;
  const problem = validateAdminPassword(password);
  if (problem) throw RpcErrors.validation(problem);
}
