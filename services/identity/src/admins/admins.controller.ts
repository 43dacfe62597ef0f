import { Controller, Inject } from '@nestjs/common';
import { ADMIN_LIST_MAX, Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';
import { AdminNamesService, asAdmin, type Admin } from './admin-names.service.js';

/** The realm role the gateway's admin guard checks. */
const ADMIN_ROLE = 'admin';

/**
 * Who the administrators named by id are (the actors of audit entries: AdminNamesService), and the list of every
 * administrator (the admin test page; asked of Keycloak each time).
 */
@Controller()
export class AdminsController {
  constructor(
    @Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient,
    @Inject(AdminNamesService) private readonly names: AdminNamesService,
  ) {}

  @RpcHandler(Rpc.identityAdmins)
  async describe(input: RpcIn<'identityAdmins'>): Promise<RpcOut<'identityAdmins'>> {
    const admins = await Promise.all([...new Set(input.ids)].map((id) => this.names.describe(id)));
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
}
