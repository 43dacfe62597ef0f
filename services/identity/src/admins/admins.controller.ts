import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';

type Admin = RpcOut<'identityAdmins'>[number];
const CACHE_MS = 60_000;

/** Who the administrators named by id are (the actors of audit entries); Keycloak is asked once a minute per id. */
@Controller()
export class AdminsController {
  private readonly cache = new Map<string, { admin: Admin | null; until: number }>();

  constructor(@Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient) {}

  @RpcHandler(Rpc.identityAdmins)
  async describe(input: RpcIn<'identityAdmins'>): Promise<RpcOut<'identityAdmins'>> {
    const admins = await Promise.all([...new Set(input.ids)].map((id) => this.one(id)));
    return admins.filter((a): a is Admin => a !== null);
  }

  private async one(id: string): Promise<Admin | null> {
    const hit = this.cache.get(id);
    if (hit && hit.until > Date.now()) return hit.admin;
    const user = await this.keycloak.describe(id);
    const admin = user
      ? { id: user.id, username: user.username, email: user.email ?? null, fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null }
      : null;
    this.cache.set(id, { admin, until: Date.now() + CACHE_MS });
    return admin;
  }
}
