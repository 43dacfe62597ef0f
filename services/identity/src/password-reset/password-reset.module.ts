import { Module } from '@nestjs/common';
import { MailModule } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService, PUBLIC_URL } from './password-reset.service.js';
import { PasswordResetRepository } from './password-reset.repository.js';

@Module({
  imports: [PrismaModule, KeycloakModule, MailModule.register('identity-mail')],
  controllers: [PasswordResetController],
  providers: [
    PasswordResetService,
    PasswordResetRepository,
    { provide: PUBLIC_URL, useFactory: () => process.env.PUBLIC_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 3000}` },
  ],
})
export class PasswordResetModule {}
