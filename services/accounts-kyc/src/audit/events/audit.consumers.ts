import type { FactoryProvider } from '@nestjs/common';
import { Events } from '@portal/contracts';
import { eventConsumerProvider } from '@portal/service-kit';
import { PrismaService } from '../../prisma/prisma.service.js';
import { AuditService } from '../audit.service.js';

/**
 * What the audit feature consumes: every service's admin actions (`events.audit.<prefix>.admin-action`,
 * each service on its own subject) and batches of them (`….admin-actions`, a group commit's), each through
 * its durable consumer, into the append-only admin audit log (the inbox and the rows commit together). The
 * source service is read from the subject.
 */
export const auditConsumers: FactoryProvider[] = [
  eventConsumerProvider({
    name: 'accounts-audit-admin-actions',
    event: Events.adminAction,
    db: PrismaService,
    handler: AuditService,
    handle: (audit, data, tx, { id, subject }) => audit.record(id, data, subject, tx),
  }),
  eventConsumerProvider({
    name: 'accounts-audit-admin-action-batches',
    event: Events.adminActionBatch,
    db: PrismaService,
    handler: AuditService,
    handle: (audit, data, tx, { subject }) => audit.recordBatch(data, subject, tx),
  }),
];
