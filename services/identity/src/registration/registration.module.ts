import { Module } from '@nestjs/common';
import { RpcClient } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';
import { PUBLIC_URL, publicUrlProvider } from '../public-url.js';
import { RegistrationController } from './registration.controller.js';
import { REGISTRATION_NOTICES, RegistrationService } from './registration.service.js';
import { RegistrationRepository } from './registration.repository.js';
import { registrationNoticeQueue } from './registration-notice.js';

@Module({
  imports: [PrismaModule, KeycloakModule],
  controllers: [RegistrationController],
  providers: [
    RegistrationService,
    RegistrationRepository,
    publicUrlProvider,
    {
      provide: REGISTRATION_NOTICES,
      inject: [KeycloakAdminClient, RpcClient, PUBLIC_URL],
      useFactory: (keycloak: KeycloakAdminClient, rpc: RpcClient, publicUrl: string) => registrationNoticeQueue(keycloak, rpc, publicUrl),
    },
  ],
})
export class RegistrationModule {}
