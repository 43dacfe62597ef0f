import { Module } from '@nestjs/common';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PasswordChangeController } from './password-change.controller.js';
import { PasswordChangeService } from './password-change.service.js';

/** Password changes from Settings, checked and applied in Keycloak. */
@Module({ imports: [KeycloakModule, PrismaModule], controllers: [PasswordChangeController], providers: [PasswordChangeService] })
export class PasswordChangeModule {}
