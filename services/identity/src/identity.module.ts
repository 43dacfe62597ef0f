import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { KeycloakAdminClient } from './keycloak/keycloak-admin.client.js';
import { RegistrationController } from './registration/registration.controller.js';
import { RegistrationService } from './registration/registration.service.js';
import { MailQueue } from './mail/mail.queue.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService, PUBLIC_URL } from './password-reset/password-reset.service.js';

@Module({
  controllers: [RegistrationController, PasswordResetController],
  providers: [
    PrismaService, RegistrationService, PasswordResetService,
    { provide: KeycloakAdminClient, useFactory: () => KeycloakAdminClient.fromEnv() },
    { provide: MailQueue, useFactory: () => new MailQueue() },
    { provide: PUBLIC_URL, useFactory: () => process.env.PUBLIC_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 3000}` },
  ],
})
export class IdentityModule {}
