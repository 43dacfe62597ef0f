import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { canSignIn } from '@portal/contracts';
import { createLogger, type AfterCommit } from '@portal/service-kit';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';

/**
 * Ends a recipient's Keycloak sessions when an admin blocks them (a status that may not sign in, or
 * deactivation): their refresh tokens stop working at once. The gateway refuses their access tokens
 * by itself (it checks the account's status on every call and drops its cached copy on the same events).
 * Keycloak answers an unknown (deleted) user with 404, which counts as done.
 *
 * Once the event is handled the user is logged out a second time, in a later second. Keycloak records a
 * logout as the user's "not before" in whole seconds and refuses only tokens issued before it, so a refresh
 * token issued in the same second as the logout (a refresh just before the block) survived it, and a session
 * Keycloak wrote back from its store after the logout (it persists sessions in batches) answered refresh
 * grants again: seen in CI, the session list empty and the held refresh token still answering. After the
 * second logout every token issued up to the first one is refused, whatever session it names. The second
 * logout runs after the event's commit, so a burst of blocks is not held up a second per user; if it fails
 * (or the process stops first), the first logout and the gateway's refusal stand.
 */
@Injectable()
export class SessionsService {
  private readonly log = createLogger('identity.sessions');

  constructor(@Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient) {}

  async onStatusChanged(userId: string, status: string): Promise<AfterCommit | void> {
    if (!canSignIn(status)) return this.endSessions(userId, `account status ${status}`);
  }

  async onActivityChanged(userId: string, active: boolean): Promise<AfterCommit | void> {
    if (!active) return this.endSessions(userId, 'account deactivated');
  }

  private async endSessions(userId: string, why: string): Promise<AfterCommit> {
    await this.keycloak.logoutUser(userId);
    this.log.info({ userId }, `ended the user's sessions (${why})`);
    return async () => {
      await delay(untilNextSecond(Date.now()));
      await this.keycloak.logoutUser(userId);
    };
  }
}

/** Time from `now` to a moment safely inside the next whole second (Keycloak's "not before" resolution). */
export function untilNextSecond(now: number): number {
  return 1000 - (now % 1000) + 250;
}
