import { Module } from '@nestjs/common';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { AdminsController } from './admins.controller.js';

@Module({ imports: [KeycloakModule], controllers: [AdminsController] })
export class AdminsModule {}
