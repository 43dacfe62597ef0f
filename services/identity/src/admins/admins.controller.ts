import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';

/** Who the administrators are (for naming the actor of audit entries). */
@Controller()
export class AdminsController {
  constructor(@Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient) {}

  @RpcHandler(Rpc.identityAdmins)
  async list(): Promise<RpcOut<'identityAdmins'>> {
    return (await this.keycloak.admins()).map((a) => ({
      id: a.id,
      username: a.username,
      email: a.email ?? null,
      fullName: [a.firstName, a.lastName].filter(Boolean).join(' ') || null,
    }));
  }
}
