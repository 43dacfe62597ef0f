import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { EventConsumer, SERVICE_CONFIG, createLogger, type ServiceConfig } from '@portal/service-kit';
import { PrismaService, type Db } from '../prisma/prisma.service.js';

export const ERASED_TEXT = '[erased]';

/**
 * support's part of deleting a recipient: their tickets stay (numbers, statuses and dates, for the
 * audit trail) but every text they wrote, and the subject, is replaced by "[erased]".
 */
@Injectable()
export class SupportUserErasedConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('support.erasure');
  private readonly consumer: EventConsumer<typeof Events.userErased.schema, Db>;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig, @Inject(PrismaService) db: PrismaService) {
    this.consumer = new EventConsumer({
      natsUrl: config.natsUrl,
      name: 'support-user-erased',
      event: Events.userErased,
      db,
      handle: async (data, tx) => {
        await tx.$executeRaw`UPDATE support_ticket_messages SET body = ${ERASED_TEXT}
                             WHERE author_role = 'user' AND ticket_id IN (SELECT id FROM support_tickets WHERE user_id = ${data.userId}::uuid)`;
        await tx.$executeRaw`UPDATE support_tickets SET subject = ${ERASED_TEXT}, preview = ${ERASED_TEXT} WHERE user_id = ${data.userId}::uuid`;
      },
      log: (message) => this.log.warn(message),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
