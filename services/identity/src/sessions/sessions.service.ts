import { Inject, Injectable } from '@nestjs/common';
import { canSignIn } from '@portal/contracts';
import { createLogger } from '@portal/service-kit';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';

/**
 * Ends a recipient's Keycloak sessions when an admin blocks them (a status that may not sign in, or
 * deactivation): their refresh tokens stop working at once. The gateway refuses their access tokens
 * by itself (it checks the account's status on every call and drops its cached copy on the same events).
 * Keycloak answers an unknown (deleted) user with 404, which counts as done.
 */
@Injectable()
export class SessionsService {
  private readonly log = createLogger('identity.sessions');

  constructor(@Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient) {}

  async onStatusChanged(userId: string, status: string): Promise<void> {
    if (!canSignIn(status)) await this.endSessions(userId, `account status ${status}`);
  }

  async onActivityChanged(userId: string, active: boolean): Promise<void> {
    if (!active) await this.endSessions(userId, 'account deactivated');
  }

  private async endSessions(userId: string, why: string): Promise<void> {
    await this.keycloak.logoutUser(userId);
    this.log.info({ userId }, `ended the user's sessions (${why})`);
  }
}
