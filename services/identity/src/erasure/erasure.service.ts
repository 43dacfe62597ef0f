import { Inject, Injectable } from '@nestjs/common';
import type { UserErasureStep } from '@portal/service-kit';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';
import type { Db } from '../prisma/prisma.service.js';
import { ErasureRepository } from './erasure.repository.js';

/**
 * identity's part of deleting a recipient: the Keycloak login goes (so nobody can sign in with it
 * again, and its sessions end), and the registration and password-reset rows, which hold the
 * e-mail, are removed. Keycloak answers an unknown user with 404, which counts as done.
 */
@Injectable()
export class ErasureService implements UserErasureStep<Db> {
  constructor(
    @Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient,
    @Inject(ErasureRepository) private readonly erasure: ErasureRepository,
  ) {}

  async eraseUser(userId: string, tx: Db): Promise<void> {
    await this.erasure.eraseUser(userId, tx);
    await this.keycloak.deleteUser(userId);
  }
}
