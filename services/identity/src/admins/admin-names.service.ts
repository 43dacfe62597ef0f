import { Inject, Injectable } from '@nestjs/common';
import type { RpcOut } from '@portal/contracts';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';

export type Admin = RpcOut<'identityAdmins'>[number];
type KeycloakUser = { id: string; username: string; email?: string; firstName?: string; lastName?: string };

/** An administrator's description is fresh this long after Keycloak gave it. */
export const FRESH_MS = 60_000;
/** Past fresh, it is still answered at once (and asked again of Keycloak behind the answer) up to this age. */
export const KEPT_MS = 60 * 60_000;

export const asAdmin = (user: KeycloakUser): Admin => ({
  id: user.id,
  username: user.username,
  email: user.email ?? null,
  fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
});

/**
 * Administrators by id, as the audit log names its actors. Keycloak is asked for an id at most once a minute; a
 * description older than that is answered at once and refreshed behind the answer (one request per id at a time),
 * so an audit page never waits for Keycloak once its actors were named (before, every minute one audit page of
 * the back office waited for Keycloak's answer: ~100 ms in the data-scale benchmark). Only an id unseen for an hour,
 * or never seen, waits. A refresh that fails leaves the description as it was.
 */
@Injectable()
export class AdminNamesService {
  private readonly known = new Map<string, { admin: Admin | null; at: number }>();
  private readonly asking = new Map<string, Promise<Admin | null>>();
  /** The clock (a test sets its own). */
  now: () => number = Date.now;

  constructor(@Inject(KeycloakAdminClient) private readonly keycloak: Pick<KeycloakAdminClient, 'describe'>) {}

  describe(id: string): Promise<Admin | null> {
    const hit = this.known.get(id);
    const age = hit ? this.now() - hit.at : Infinity;
    if (hit && age < FRESH_MS) return Promise.resolve(hit.admin);
    if (hit && age < KEPT_MS) {
      this.ask(id).catch(() => undefined);
      return Promise.resolve(hit.admin);
    }
    return this.ask(id);
  }

  private ask(id: string): Promise<Admin | null> {
    let asking = this.asking.get(id);
    if (!asking) {
      asking = this.keycloak
        .describe(id)
        .then((user) => {
          const admin = user ? asAdmin(user) : null;
          this.known.set(id, { admin, at: this.now() });
          return admin;
        })
        .finally(() => this.asking.delete(id));
      this.asking.set(id, asking);
    }
    return asking;
  }
}
