import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { NotificationMailer, SWEEP_SETTINGS, sweepSettingsFromEnv } from './notification-mailer.js';
import { MailRenderer } from './mail-renderer.js';
import { notificationsConsumers } from './events/notifications.consumers.js';
import { NotificationsController } from './notifications.controller.js';

/** E-mails to recipients about their account, KYC, money moves, tickets and credentials, from the platform's events; PIN reset links on the ledger's request. */
@Module({
  imports: [PrismaModule, ProfilesModule, PreferencesModule],
  controllers: [NotificationsController],
  providers: [
    NotificationsRepository,
    NotificationsService,
    NotificationMailer,
    ...notificationsConsumers,
    { provide: SWEEP_SETTINGS, useFactory: sweepSettingsFromEnv },
    { provide: MailRenderer, useFactory: () => new MailRenderer(process.env.PUBLIC_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 3000}`) },
  ],
})
export class NotificationsModule {}
