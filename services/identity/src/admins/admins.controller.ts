import { Controller, Inject } from '@nestjs/common';
import { ADMIN_LIST_MAX, Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';

type Admin = RpcOut<'identityAdmins'>[number];
type KeycloakUser = { id: string; username: string; email?: string; firstName?: string; lastName?: string };
const CACHE_MS = 60_000;
/** The realm role the gateway's admin guard checks. */
const ADMIN_ROLE = 'admin';

const asAdmin = (user: KeycloakUser): Admin => ({
  id: user.id,
  username: user.username,
  email: user.email ?? null,
  fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
});

/**
 * Who the administrators named by id are (the actors of audit entries; Keycloak is asked once a minute
 * per id), and the list of every administrator (the admin test page; asked of Keycloak each time).
 */
@Controller()
export class AdminsController {
  private readonly cache = new Map<string, { admin: Admin | null; until: number }>();

  constructor(@Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient) {}

  @RpcHandler(Rpc.identityAdmins)
  async describe(input: RpcIn<'identityAdmins'>): Promise<RpcOut<'identityAdmins'>> {
    const admins = await Promise.all([...new Set(input.ids)].map((id) => this.one(id)));
    return admins.filter((a): a is Admin => a !== null);
  }

  /**
   * The holders of the admin realm role, the very role the gateway's guard checks, by username: at most
   * ADMIN_LIST_MAX, and whether there are more (one more is asked for to know).
   */
  @RpcHandler(Rpc.identityAdminList)
  async list(): Promise<RpcOut<'identityAdminList'>> {
    const users = await this.keycloak.realmRoleMembers(ADMIN_ROLE, ADMIN_LIST_MAX + 1);
    const admins = users.map(asAdmin).sort((a, b) => a.username.localeCompare(b.username));
    return { admins: admins.slice(0, ADMIN_LIST_MAX), more: admins.length > ADMIN_LIST_MAX };
  }

  private async one(id: string): Promise<Admin | null> {
    const hit = this.cache.get(id);
    if (hit && hit.until > Date.now()) return hit.admin;
    const user = await this.keycloak.describe(id);
    const admin = user ? asAdmin(user) : null;
    this.cache.set(id, { admin, until: Date.now() + CACHE_MS });
    return admin;
  }
}
