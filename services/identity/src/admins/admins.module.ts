import { Module } from '@nestjs/common';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { AdminNamesService } from './admin-names.service.js';
import { AdminsController } from './admins.controller.js';

@Module({ imports: [KeycloakModule], controllers: [AdminsController], providers: [AdminNamesService] })
export class AdminsModule {}
