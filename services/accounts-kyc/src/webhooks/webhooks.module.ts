import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { WebhooksService } from './webhooks.service.js';
import { WebhookSender, WEBHOOK_SETTINGS, webhookSettingsFromEnv } from './webhook-sender.js';
import { SecretBox, secretBoxFromEnv } from './secret-box.js';
import { webhooksConsumers } from './events/webhooks.consumers.js';

/** Outgoing webhooks to integrators: endpoints staff register, deliveries from the platform's events, signed, retried and logged. */
@Module({
  imports: [PrismaModule, ProfilesModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksRepository,
    WebhooksService,
    WebhookSender,
    ...webhooksConsumers,
    { provide: WEBHOOK_SETTINGS, useFactory: () => webhookSettingsFromEnv() },
    // Without WEBHOOK_SECRET_KEY in production the service does not start.
    { provide: SecretBox, useFactory: () => secretBoxFromEnv() },
  ],
})
export class WebhooksModule {}
