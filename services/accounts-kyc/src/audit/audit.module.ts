import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';
import { auditConsumers } from './events/audit.consumers.js';

/** The admin audit log: consumes every service's admin-action events and answers the viewer. */
@Module({
  imports: [PrismaModule],
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, ...auditConsumers],
})
export class AuditModule {}
