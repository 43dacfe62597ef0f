import { Module } from '@nestjs/common';
import { KeycloakAdminClient } from './keycloak-admin.client.js';

@Module({
  providers: [{ provide: KeycloakAdminClient, useFactory: () => KeycloakAdminClient.fromEnv() }],
  exports: [KeycloakAdminClient],
})
export class KeycloakModule {}
