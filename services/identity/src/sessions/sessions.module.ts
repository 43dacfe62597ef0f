import { Module } from '@nestjs/common';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PrismaModule } from '../prisma/prisma.module.js';
import { SessionsService } from './sessions.service.js';
import { sessionsConsumers } from './events/sessions.consumers.js';

/** Blocking or deactivating an account signs its user out everywhere. */
@Module({
  imports: [PrismaModule, KeycloakModule],
  providers: [SessionsService, ...sessionsConsumers],
})
export class SessionsModule {}
