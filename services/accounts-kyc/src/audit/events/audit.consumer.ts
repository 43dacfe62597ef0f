import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { EventConsumer, SERVICE_CONFIG, createLogger, type ServiceConfig } from '@portal/service-kit';
import { PrismaService, type Db } from '../../prisma/prisma.service.js';
import { AuditService } from '../audit.service.js';

/**
 * What the audit feature consumes: every service's admin actions (`events.audit.<prefix>.admin-action`,
 * each service on its own subject) and batches of them (`….admin-actions`, a group commit's), each through
 * its durable consumer, into the append-only admin audit log (the inbox and the rows commit together). The
 * source service is read from the subject.
 */
@Injectable()
export class AuditConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = createLogger('accounts-kyc.audit');
  private readonly consumer: EventConsumer<typeof Events.adminAction.schema, Db>;
  private readonly batches: EventConsumer<typeof Events.adminActionBatch.schema, Db>;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig, @Inject(PrismaService) db: PrismaService, @Inject(AuditService) audit: AuditService) {
    this.consumer = new EventConsumer({
      natsUrl: config.natsUrl,
      name: 'accounts-audit-admin-actions',
      event: Events.adminAction,
      db,
      handle: (data, tx, { id, subject }) => audit.record(id, data, subject, tx),
      log: (message) => this.log.warn(message),
    });
    this.batches = new EventConsumer({
      natsUrl: config.natsUrl,
      name: 'accounts-audit-admin-action-batches',
      event: Events.adminActionBatch,
      db,
      handle: (data, tx, { subject }) => audit.recordBatch(data, subject, tx),
      log: (message) => this.log.warn(message),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all([this.consumer.start(), this.batches.start()]);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.consumer.stop(), this.batches.stop()]);
  }
}
