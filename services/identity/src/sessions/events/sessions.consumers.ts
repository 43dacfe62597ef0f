import type { FactoryProvider } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { eventConsumerProvider } from '@portal/service-kit';
import { PrismaService } from '../../prisma/prisma.service.js';
import { SessionsService } from '../sessions.service.js';

/** What the sessions feature consumes: a blocked or deactivated account is signed out everywhere (retried every 2 s until Keycloak answers). */
export const sessionsConsumers: FactoryProvider[] = [
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
];
