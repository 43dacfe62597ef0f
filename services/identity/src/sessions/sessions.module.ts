import { Module } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { eventConsumerProvider } from '@portal/service-kit';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { SessionsService } from './sessions.service.js';

/** Blocking or deactivating an account signs its user out everywhere (retried every 2 s until Keycloak answers). */
@Module({
  imports: [PrismaModule, KeycloakModule],
  providers: [
    SessionsService,
    eventConsumerProvider({
      name: 'identity-sessions-status-changed',
      event: Events.accountStatusChanged,
      db: PrismaService,
      handler: SessionsService,
      retryDelayMs: 2000,
      handle: (sessions, data) => sessions.onStatusChanged(data.userId, data.to),
    }),
    eventConsumerProvider({
      name: 'identity-sessions-activity-changed',
      event: Events.accountActivityChanged,
      db: PrismaService,
      handler: SessionsService,
      retryDelayMs: 2000,
      handle: (sessions, data) => sessions.onActivityChanged(data.userId, data.active),
    }),
  ],
})
export class SessionsModule {}
