import { Module } from '@nestjs/common';
import { MailModule } from '@portal/service-kit';
import { PrismaModule } from '../prisma/prisma.module.js';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PasswordResetController } from './password-reset.controller.js';
import { publicUrlProvider } from '../public-url.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordResetRepository } from './password-reset.repository.js';

@Module({
  imports: [PrismaModule, KeycloakModule, MailModule.register('identity-mail')],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordResetRepository, publicUrlProvider],
})
export class PasswordResetModule {}
