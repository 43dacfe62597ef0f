import { Module } from '@nestjs/common';
import { PrismaService } from './prisma.service.js';
import { KeycloakAdminClient } from './keycloak/keycloak-admin.client.js';
import { RegistrationController } from './registration/registration.controller.js';
import { RegistrationService } from './registration/registration.service.js';
import { MailQueue } from './mail/mail.queue.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService, PUBLIC_URL } from './password-reset/password-reset.service.js';
import { PasswordChangeController } from './password-change/password-change.controller.js';
import { PasswordChangeService } from './password-change/password-change.service.js';

@Module({
  controllers: [RegistrationController, PasswordResetController, PasswordChangeController],
  providers: [
    PrismaService, RegistrationService, PasswordResetService, PasswordChangeService,
    { provide: KeycloakAdminClient, useFactory: () => KeycloakAdminClient.fromEnv() },
    { provide: MailQueue, useFactory: () => new MailQueue() },
    { provide: PUBLIC_URL, useFactory: () => process.env.PUBLIC_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 3000}` },
  ],
})
export class IdentityModule {}
