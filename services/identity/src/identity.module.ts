import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { KeycloakAdminClient } from './keycloak/keycloak-admin.client.js';
import { RegistrationController } from './registration/registration.controller.js';
import { RegistrationService } from './registration/registration.service.js';

@Module({
  controllers: [RegistrationController],
  providers: [PrismaService, RegistrationService, { provide: KeycloakAdminClient, useFactory: () => KeycloakAdminClient.fromEnv() }],
})
export class IdentityModule {}
