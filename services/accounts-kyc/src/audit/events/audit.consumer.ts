import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { EventConsumer, SERVICE_CONFIG, createLogger, type ServiceConfig } from '@portal/service-kit';
import { PrismaService, type Db } from '../../prisma/prisma.service.js';
import { AuditService } from '../audit.service.js';

/**
 * What the audit feature consumes: every service's admin actions (`events.audit.<prefix>.admin-action`,
 * each service on its own subject), through one durable consumer, into the append-only admin audit log
 * (the inbox and the row commit together). The source service is read from the subject.
 */
@Injectable()
export class AuditConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('accounts-kyc.audit');
  private readonly consumer: EventConsumer<typeof Events.adminAction.schema, Db>;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig, @Inject(PrismaService) db: PrismaService, @Inject(AuditService) audit: AuditService) {
    this.consumer = new EventConsumer({
      natsUrl: config.natsUrl,
      name: 'accounts-audit-admin-actions',
      event: Events.adminAction,
      db,
      handle: (data, tx, { id, subject }) => audit.record(id, data, subject, tx),
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
